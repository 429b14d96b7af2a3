import Foundation
import LifecycleReport
import LifecycleSpec
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("junit.xml is well-formed and escapes what it must")
struct JUnitReportTests {
    static let awkwardName = "[STATES-034] <&> \"quoted\" 'single' case"
    static let awkwardMessage = "expected <a> & \"b\"\nobserved ]]> \u{1} control"

    static func junit(_ catalog: Catalog) throws -> Data {
        let tests = [
            TestEntry(
                id: "A-1", name: Self.awkwardName, suite: "Suite<1>", ruleIDs: ["STATES-034"], status: .failed, durationSeconds: 0.000_001,
                messages: [Self.awkwardMessage]),
            TestEntry(id: "A-2", name: "[STATES-039] passes", suite: "Suite<1>", ruleIDs: ["STATES-039"], status: .passed),
            TestEntry(id: "B-1", name: "not here", suite: "Other & co", ruleIDs: [], status: .notApplicable, messages: ["the case needs scenes"]),
        ]
        let implementation = ImplementationInfo(name: "x & y", version: "1", adapter: "x", capabilities: nil)
        let report = try ReportBuilder(catalog: catalog).build(tests: tests, implementation: implementation, origin: "test")
        return try #require(try ReportFiles.render(report).first { $0.name == "junit.xml" }).data
    }

    @Test("it parses, with one testcase per test and the failure's message")
    func wellFormed() throws {
        let data = try Self.junit(#require(Fixtures.catalog))
        #if canImport(FoundationXML) || os(macOS)
            let document = try XMLDocument(data: data)
            let root = try #require(document.rootElement())
            #expect(root.name == "testsuites")
            #expect(root.attribute(forName: "tests")?.stringValue == "3")
            #expect(root.attribute(forName: "failures")?.stringValue == "1")
            let suites = root.elements(forName: "testsuite")
            #expect(suites.map { $0.attribute(forName: "name")?.stringValue } == ["Suite<1>", "Other & co"])
            let cases = suites.flatMap { $0.elements(forName: "testcase") }
            #expect(cases.count == 3)
            #expect(cases[0].attribute(forName: "name")?.stringValue == Self.awkwardName)
            #expect(cases[0].attribute(forName: "time")?.stringValue == "0.000001")
            let failure = try #require(cases[0].elements(forName: "failure").first)
            #expect(failure.attribute(forName: "message")?.stringValue == "expected <a> & \"b\"")
            #expect(failure.stringValue?.contains("observed ]]> \u{FFFD} control") == true)
            #expect(cases[2].elements(forName: "skipped").first?.attribute(forName: "message")?.stringValue == "not applicable: the case needs scenes")
        #else
            let text = String(decoding: data, as: UTF8.self)
            #expect(text.hasPrefix("<?xml"))
            #expect(!text.contains(Self.awkwardName))
        #endif
    }
}
