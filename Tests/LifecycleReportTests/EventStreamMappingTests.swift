import Foundation
import LifecycleReport
import LifecycleSpec
import Testing

@Suite("A report built from an event stream maps tests to rules and sections")
struct EventStreamMappingTests {
    @Test("each test case and plain test becomes a test with the rules of its name")
    func testsCarryTheirRules() throws {
        let catalog = try #require(Fixtures.catalog)
        let tests = try EventStreamImport(catalog: catalog).tests(data: Data(EventStreamFixture.text.utf8), fileName: "events.jsonl")
        let ids = [EventStreamFixture.taggedID, EventStreamFixture.plainID, EventStreamFixture.firstCaseID, EventStreamFixture.secondCaseID]
        #expect(tests.map(\.id) == ids)
        #expect(tests.map(\.testID) == [nil, nil, EventStreamFixture.parameterizedID + "#1", EventStreamFixture.parameterizedID + "#2"])
        let byID = Dictionary(uniqueKeysWithValues: tests.map { ($0.id, $0) })
        let first = try #require(byID[EventStreamFixture.firstCaseID])
        #expect(first.ruleIDs == ["STATES-039", "STATES-043"])
        #expect(first.status == .passed)
        #expect(first.suite == "AdapterTests.ConformanceTests/conformance(_:)")
        #expect(abs((first.durationSeconds ?? 0) - 0.05) < 0.000_1)
        let second = try #require(byID[EventStreamFixture.secondCaseID])
        #expect(second.ruleIDs == ["STATES-034"])
        #expect(second.status == .failed)
        #expect(second.failedRuleIDs == ["STATES-034"])
        #expect(second.messages.count == 1)
        #expect(second.messages.first?.hasPrefix("AdapterTests/ConformanceTests.swift:11:9: Expectation failed") == true)
        #expect(second.messages.first?.contains(">> willFinishLaunching@inactive | willEnterForeground@background") == true)
        let tagged = try #require(byID[EventStreamFixture.taggedID])
        #expect(tagged.ruleIDs == ["APG-393"])
        #expect(tagged.status == .passed)
        #expect(tagged.suite == EventStreamFixture.suiteID)
        let plain = try #require(byID[EventStreamFixture.plainID])
        #expect(plain.ruleIDs.isEmpty)
        #expect(plain.status == .passed)
    }

    @Test("rules take their status from the tests naming them, and sections count them")
    func rulesAndSections() throws {
        let catalog = try #require(Fixtures.catalog)
        let report = try Fixtures.fixtureReport(catalog)
        let rules = Dictionary(uniqueKeysWithValues: report.rules.map { ($0.id, $0) })
        #expect(report.rules.count == catalog.rules.count)
        #expect(rules["STATES-039"]?.status == .passed)
        #expect(rules["STATES-039"]?.tests.map(\.id) == [EventStreamFixture.firstCaseID])
        #expect(rules["STATES-034"]?.status == .failed)
        #expect(rules["STATES-034"]?.failures.map(\.test) == [EventStreamFixture.secondCaseID])
        #expect(rules["APG-393"]?.status == .passed)
        for id in ["STATES-039", "STATES-034", "APG-393"] {
            #expect(rules[id]?.section == catalog.rule(id)?.sectionID)
        }
        let launchSection = try #require(catalog.rule("STATES-039")?.sectionID)
        let section = try #require(report.sections.first { $0.id == launchSection })
        let expectedCovered = catalog.rules(inSection: launchSection).filter { ["STATES-039", "STATES-043"].contains($0.id) }.count
        #expect(section.coveredCount == expectedCovered)
        #expect(section.passedCount == expectedCovered)
        #expect(section.ruleCount == catalog.rules(inSection: launchSection).count)
        #expect(report.summary.verdict == .doesNotConform)
        #expect(report.summary.testCount == 4)
        #expect(report.summary.failedTestCount == 1)
    }

    @Test("an xUnit file of the same run is accepted; one from another run is refused")
    func xunitCrossCheck() throws {
        let catalog = try #require(Fixtures.catalog)
        let events = Data(EventStreamFixture.text.utf8)
        let importer = EventStreamImport(catalog: catalog)
        let merged = try importer.tests(data: events, fileName: "events.jsonl", xunit: (Data(EventStreamFixture.xunit.utf8), "run.xml"))
        #expect(merged.count == 4)

        let otherRun = EventStreamFixture.xunit.replacingOccurrences(
            of: #"name="smoke()" time="0.25" />"#, with: #"name="smoke()" time="0.25"><failure message="boom" /></testcase>"#)
        #expect(
            throws: ReportError(
                "run.xml:8: test 'AdapterTests.ConformanceTests.smoke()' failed in the xUnit file but passed in the event stream events.jsonl:9; "
                    + "the files come from different runs")
        ) {
            try importer.tests(data: events, fileName: "events.jsonl", xunit: (Data(otherRun.utf8), "run.xml"))
        }
        let stranger = EventStreamFixture.xunit.replacingOccurrences(of: "smoke()", with: "elsewhere()")
        #expect(
            throws: ReportError(
                "run.xml:8: test 'AdapterTests.ConformanceTests.elsewhere()' is not in the event stream events.jsonl; the files come from different runs")
        ) {
            try importer.tests(data: events, fileName: "events.jsonl", xunit: (Data(stranger.utf8), "run.xml"))
        }
    }

    @Test(
        "rule ids come from a leading bracketed list only",
        arguments: [
            ("[STATES-039, APG-056] LAUNCH-001 title", ["STATES-039", "APG-056"]),
            ("\"[STATES-001] quoted string argument\"", ["STATES-001"]),
            ("LAUNCH-001 no brackets [STATES-039]", []),
            ("[WIP] not rule ids", []),
            ("[] empty", []),
            ("[1, 2] an array argument", []),
            ("[states-039, Apg-056] lower case", ["STATES-039", "APG-056"]),
        ])
    func ruleTags(text: String, ids: [String]) throws {
        let catalog = try #require(Fixtures.catalog)
        let stream = EventStreamFixture.text.replacingOccurrences(
            of: "[APG-393] a URL launch", with: text.replacingOccurrences(of: "\"", with: "\\\"") + " a URL launch")
        let tests = try EventStreamImport(catalog: catalog).tests(data: Data(stream.utf8), fileName: "events.jsonl")
        #expect(tests.first { $0.id == EventStreamFixture.taggedID }?.ruleIDs == ids)
    }
}
