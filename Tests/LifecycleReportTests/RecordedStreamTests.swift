import Foundation
import LifecycleReport
import LifecycleSpec
import Testing

@Suite("A recorded stream of the conformance template names each case by its case id")
struct RecordedStreamTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/event-streams")
    static let events = folder.appendingPathComponent("template-broken-never-inactive.jsonl")
    static let xunit = folder.appendingPathComponent("template-broken-never-inactive-swift-testing.xml")
    static let testID = "AdapterTests.conforms(_:)/ConformanceTests.swift:6:2"

    @Test("entries are named by the case ids, in the order the cases ran, each keeping its Swift Testing test id")
    func caseIDs() throws {
        let catalog = try #require(Fixtures.catalog)
        let tests = try EventStreamImport(catalog: catalog).tests(events: Self.events, xunit: Self.xunit)
        #expect(tests.map(\.id) == ["LAUNCH-001", "LAUNCH-002", "INTERRUPT-001", "STATE-031"])
        #expect(tests.map(\.testID) == ["#1", "#2", "#3", "#4"].map { Self.testID + $0 })
        #expect(tests.map(\.status) == [.failed, .passed, .failed, .failed])
        #expect(tests.first { $0.id == "LAUNCH-001" }?.ruleIDs == ["APG-056", "STATES-028", "APG-057", "STATES-029", "STATES-039", "STATES-043"])
    }

    @Test("a failing kit case gets the kit's explanation of the case, with the run's messages and no built-in adapter to run it again")
    func kitExplanation() throws {
        let catalog = try #require(Fixtures.catalog)
        let job = EventStreamReportJob(events: Self.events, xunit: Self.xunit, output: URL(fileURLWithPath: "/nonexistent"), adapter: "my-adapter")
        let report = try job.build(catalog: catalog)
        let failing = try #require(report.tests.first { $0.id == "STATE-031" })
        let failure = try #require(failing.failure)
        #expect(failure.caseID == "STATE-031")
        #expect(failure.adapter == "my-adapter")
        #expect(failure.source?.description == "StateCases+Routing.swift:72")
        #expect(failure.configuration?.hasPrefix("iOS 13.0; scene-based app") == true)
        #expect(failure.stimuli == ["tap-icon"])
        #expect(failure.setup == ["tap-icon", "home"])
        #expect(failure.checks.isEmpty)
        #expect(failure.messages == failing.messages)
        #expect(failure.chargedRuleIDs == ["SCENE-009", "SCENE-015"])
        #expect(failure.replay.runAgain == nil)
        #expect(failure.messages.first?.contains("✗ STATE-031 with scenes on iOS 13") == true)
        #expect(report.stateDiagrams.map { $0.variant?.name } == ["default", "scenes", "opted-out", "no-multitasking"])
    }

    @Test("junit.xml names each recorded failure by its location and the first line of the explanation, without a dangling colon")
    func junitHeadlines() throws {
        let catalog = try #require(Fixtures.catalog)
        let job = EventStreamReportJob(events: Self.events, xunit: Self.xunit, output: URL(fileURLWithPath: "/nonexistent"))
        let xml = String(decoding: try #require(try ReportFiles.render(job.build(catalog: catalog)).first { $0.name == "junit.xml" }).data, as: UTF8.self)
        let headlines = xml.components(separatedBy: "<failure message=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(headlines.count == 3)
        #expect(headlines.allSatisfy { $0.hasPrefix("AdapterTests/ConformanceTests.swift:12:17: Issue recorded: ✗ ") && !$0.hasSuffix(":") })
        #expect(headlines.first?.contains("✗ LAUNCH-001 launch into the foreground") == true)
    }

    @Test("the same case run by two tests is named by the case id and each test, so ids stay unique")
    func repeatedCase() throws {
        let catalog = try #require(Fixtures.catalog)
        let text = try String(contentsOf: Self.events, encoding: .utf8)
        let twice = text.replacingOccurrences(of: "conforms(_:)", with: "other(_:)").replacingOccurrences(
            of: "\"kind\":\"runStarted\"", with: "\"kind\":\"valueAttached\"")
        let lines = text.split(separator: "\n").filter { !$0.contains("\"runEnded\"") } + twice.split(separator: "\n")
        let tests = try EventStreamImport(catalog: catalog).tests(data: Data(lines.joined(separator: "\n").utf8), fileName: "twice.jsonl")
        #expect(tests.count == 8)
        #expect(Set(tests.map(\.id)).count == 8)
        #expect(tests.contains { $0.id == "LAUNCH-001 (AdapterTests/conforms(_:))" })
        #expect(tests.contains { $0.id == "LAUNCH-001 (AdapterTests/other(_:))" })
    }

    @Test(
        "a test case is named by a case id only when its one argument's id also starts its description",
        arguments: [
            ("LAUNCH-001", "[STATES-039] LAUNCH-001 launch", "LAUNCH-001"),
            ("LAUNCH-001", "LAUNCH-001 launch without rules", "LAUNCH-001"),
            ("LAUNCH-009", "[STATES-039] LAUNCH-001 launch", nil),
            ("plain words", "[STATES-039] plain words", nil),
        ] as [(String, String, String?)])
    func argumentIDs(argument: String, description: String, expected: String?) throws {
        let catalog = try #require(Fixtures.catalog)
        let bytes = Array("\"\(argument)\"".utf8).map(String.init).joined(separator: ", ")
        let caseID = "Parameterized test case ID: argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [\(bytes)])], discriminator: 0, isStable: true"
        let stream = EventStreamFixture.text.replacingOccurrences(of: EventStreamFixture.firstCase, with: Self.testCase(caseID, description))
        let tests = try EventStreamImport(catalog: catalog).tests(data: Data(stream.utf8), fileName: "events.jsonl")
        let first = try #require(tests.first { $0.testID == EventStreamFixture.parameterizedID + "#1" || $0.id == EventStreamFixture.parameterizedID + "#1" })
        #expect(first.id == expected ?? EventStreamFixture.parameterizedID + "#1")
        #expect(first.testID == (expected == nil ? nil : EventStreamFixture.parameterizedID + "#1"))
    }

    @Test("a test case id in another shape still names the case its description starts with")
    func otherIDShape() throws {
        let catalog = try #require(Fixtures.catalog)
        let stream = EventStreamFixture.text.replacingOccurrences(
            of: EventStreamFixture.firstCase, with: Self.testCase("case 1", "[STATES-039, STATES-043] LAUNCH-001 launch into the foreground"))
        let tests = try EventStreamImport(catalog: catalog).tests(data: Data(stream.utf8), fileName: "events.jsonl")
        #expect(tests.map(\.id).contains("LAUNCH-001"))
    }

    static func testCase(_ id: String, _ description: String) -> String {
        #"{"displayName":"\#(description)","id":"\#(id)"}"#
    }
}
