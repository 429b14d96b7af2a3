import Foundation
import LifecycleReport
import Testing

@Suite("Messages are cut to the report's limits, with a note saying how much")
struct EventStreamLimitsTests {
    /// The fixture with the failing issue's details replaced by `details`, repeated `count` times.
    static func stream(details: String, issues count: Int = 1) -> String {
        var records = EventStreamFixture.records
        let issue = records[12].replacingOccurrences(
            of: #""text":"the trace differs from the expected one:\n   expected | observed\n>> willFinishLaunching@inactive | willEnterForeground@background""#,
            with: #""text":"\#(details)""#)
        records.replaceSubrange(12...12, with: Array(repeating: issue, count: count))
        return records.joined(separator: "\n") + "\n"
    }

    static var failing: String { EventStreamFixture.secondCaseID }

    @Test("a message longer than 64 KiB keeps its first 64 KiB and says how many bytes were cut")
    func longMessage() throws {
        let catalog = try #require(Fixtures.catalog)
        let details = String(repeating: "0123456789", count: 100_000)
        let tests = try EventStreamImport(catalog: catalog).tests(data: Data(Self.stream(details: details).utf8), fileName: "events.jsonl")
        let failed = try #require(tests.first { $0.id == Self.failing })
        let whole = "AdapterTests/ConformanceTests.swift:11:9: Expectation failed: (result.outcome → failed) == .passed\n" + details
        let kept = String(whole.utf8.prefix(65_536))!
        #expect(failed.messages == [kept + "\n… [\(whole.utf8.count - 65_536) more bytes of this message are not in the report]"])
    }

    @Test("past the limit per test, further messages are left out and counted")
    func manyMessages() throws {
        let catalog = try #require(Fixtures.catalog)
        let importer = EventStreamImport(catalog: catalog, messageLimit: 200, messagesPerTestLimit: 250)
        let tests = try importer.tests(data: Data(Self.stream(details: "diff", issues: 5).utf8), fileName: "events.jsonl")
        let failed = try #require(tests.first { $0.id == Self.failing })
        let message = "AdapterTests/ConformanceTests.swift:11:9: Expectation failed: (result.outcome → failed) == .passed\ndiff"
        #expect(
            failed.messages == [
                message, message, "… [3 more messages (\(3 * message.utf8.count) bytes) are not in the report, which keeps 250 bytes of messages per test]",
            ])
        let three = try importer.tests(data: Data(Self.stream(details: "diff", issues: 3).utf8), fileName: "events.jsonl")
        #expect(
            three.first { $0.id == Self.failing }?.messages.last
                == "… [1 more message (\(message.utf8.count) bytes) is not in the report, which keeps 250 bytes of messages per test]")
    }

    @Test("a message cut inside a character keeps the character whole")
    func cutAtCharacter() throws {
        let catalog = try #require(Fixtures.catalog)
        let importer = EventStreamImport(catalog: catalog, messageLimit: 10)
        let tests = try importer.tests(data: Data(Self.stream(details: "x").utf8), fileName: "events.jsonl")
        let failed = try #require(tests.first { $0.id == Self.failing })
        #expect(failed.messages.first?.hasPrefix("AdapterTes\n… [") == true)
        let accented = EventStreamFixture.text.replacingOccurrences(
            of: #""fileID":"AdapterTests\/ConformanceTests.swift","line":11"#, with: #""fileID":"ÉÉÉÉÉÉ","line":11"#)
        let cut = try EventStreamImport(catalog: catalog, messageLimit: 9).tests(data: Data(accented.utf8), fileName: "events.jsonl")
        #expect(cut.first { $0.id == Self.failing }?.messages.first?.hasPrefix("ÉÉÉÉ\n… [") == true)
    }
}
