import Foundation
import LifecycleReport
import LifecycleSpec
import Testing

/// A kind of bad event stream, and the message it must give (`EVENTS` stands for its path).
struct BadInput: Sendable, CustomStringConvertible {
    let description: String
    let contents: @Sendable () -> String
    let message: String

    static var records: [String] { EventStreamFixture.records }

    static let all: [BadInput] = [
        BadInput(
            description: "unknown event kind",
            contents: {
                records.enumerated().map { $0 == 10 ? $1.replacingOccurrences(of: "testCaseEnded", with: "testExploded") : $1 }.joined(separator: "\n") + "\n"
            },
            message: "EVENTS:11: unknown event kind 'testExploded'"),
        BadInput(
            description: "corrupt line",
            contents: { records.enumerated().map { $0 == 7 ? "{\"kind\":\"event\",\"payload\":{" : $1 }.joined(separator: "\n") + "\n" },
            message: "EVENTS:8: corrupt record: not valid JSON"),
        BadInput(
            description: "record without a required field",
            contents: { records.enumerated().map { $0 == 4 ? #"{"kind":"event","payload":{"messages":[]},"version":0}"# : $1 }.joined(separator: "\n") + "\n" },
            message: "EVENTS:5: corrupt record: field 'payload.kind': missing field"),
        BadInput(
            description: "truncated last line",
            contents: { records.prefix(14).joined(separator: "\n") + "\n" + records[14].prefix(40) },
            message: "EVENTS:15: truncated record: the file ends in the middle of a line"),
        BadInput(
            description: "stream cut before runEnded",
            contents: { records.prefix(14).joined(separator: "\n") + "\n" },
            message: "EVENTS: truncated event stream: it ends at line 14 without a runEnded event"),
        BadInput(
            description: "empty file",
            contents: { "" },
            message: "EVENTS: empty event stream: no records (write it with swift test --event-stream-output-path FILE --event-stream-version 0)"),
        BadInput(
            description: "empty run",
            contents: { (records.prefix(5) + [records[18]]).joined(separator: "\n") + "\n" },
            message: "EVENTS: empty run: no test ran"),
        BadInput(
            description: "test naming a rule the catalog lacks",
            contents: { EventStreamFixture.text.replacingOccurrences(of: "[APG-393]", with: "[APG-9999]") },
            message: "EVENTS:8: test '[APG-9999] a URL launch calls the URL handler before activation' names rule APG-9999, which is not in the catalog"),
        BadInput(
            description: "malformed rule tag",
            contents: { EventStreamFixture.text.replacingOccurrences(of: "[APG-393]", with: "[APG-393, STATES039]") },
            message: "EVENTS:8: test '[APG-393, STATES039] a URL launch calls the URL handler before activation' has a malformed rule tag: "
                + "item 2 of the rule tag, 'STATES039', is not a rule id (PREFIX-123); write it as [RULE-ID, …], e.g. [STATES-039, APG-056]"),
        BadInput(
            description: "rule tag without its closing bracket",
            contents: { EventStreamFixture.text.replacingOccurrences(of: "[APG-393]", with: "[APG-393") },
            message: "EVENTS:8: test '[APG-393 a URL launch calls the URL handler before activation' has a malformed rule tag: "
                + "the rule tag has no closing ']'; write it as [RULE-ID, …], e.g. [STATES-039, APG-056]"),
        BadInput(
            description: "malformed rule tag of a test case",
            contents: { EventStreamFixture.text.replacingOccurrences(of: "[STATES-039, STATES-043]", with: "[STATES-039,, STATES-043]") },
            message: "EVENTS:10: test '[STATES-039,, STATES-043] LAUNCH-001 launch into the foreground' has a malformed rule tag: "
                + "item 2 of the rule tag is empty; write it as [RULE-ID, …], e.g. [STATES-039, APG-056]"),
        BadInput(
            description: "lower-case rule id the catalog lacks",
            contents: { EventStreamFixture.text.replacingOccurrences(of: "[APG-393]", with: "[apg-9999]") },
            message: "EVENTS:8: test '[apg-9999] a URL launch calls the URL handler before activation' names rule APG-9999, which is not in the catalog"),
        BadInput(
            description: "two test records with one id",
            contents: { (records.prefix(4) + [records[2]] + records.dropFirst(4)).joined(separator: "\n") + "\n" },
            message: "EVENTS:5: test id '\(EventStreamFixture.taggedID)' has two test records, on lines 3 and 5; write each run to its own event stream"),
        BadInput(
            description: "negative instant",
            contents: {
                records.enumerated().map { $0 == 7 ? $1.replacingOccurrences(of: "\"absolute\":100.1", with: "\"absolute\":-1") : $1 }.joined(separator: "\n")
                    + "\n"
            },
            message: "EVENTS:8: corrupt record: field 'payload.instant.absolute': -1.0 is not an instant: it must be a finite number of seconds, 0 or more"),
        BadInput(
            description: "infinite instant",
            contents: {
                records.enumerated().map { $0 == 7 ? $1.replacingOccurrences(of: "\"absolute\":100.1", with: "\"absolute\":1e999") : $1 }.joined(
                    separator: "\n") + "\n"
            },
            message: "EVENTS:8: corrupt record: field 'payload.instant.absolute': inf is not an instant: it must be a finite number of seconds, 0 or more"),
        BadInput(
            description: "another schema version",
            contents: { EventStreamFixture.text.replacingOccurrences(of: "\"version\":0}", with: "\"version\":\"6.3.0\"}") },
            message: "EVENTS:1: unsupported event stream version '6.3.0'; run swift test with --event-stream-version 0"),
    ]
}

@Suite("Bad input gives a clear error and leaves an existing report untouched")
struct BadInputTests {
    @Test("bad event stream", arguments: BadInput.all)
    func badStream(_ input: BadInput) throws {
        let catalog = try #require(Fixtures.catalog)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let events = try folder.file("events.jsonl", input.contents())
        let output = folder.url.appendingPathComponent("out", isDirectory: true)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
        try Data("previous report".utf8).write(to: output.appendingPathComponent("report.json"))
        let before = try folder.entries()

        let expected = ReportError(input.message.replacingOccurrences(of: "EVENTS", with: events.path))
        #expect(throws: expected) {
            try EventStreamReportJob(events: events, output: output).run(catalog: catalog)
        }
        #expect(try folder.entries() == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["report.json"])
        #expect(try String(contentsOf: output.appendingPathComponent("report.json"), encoding: .utf8) == "previous report")
    }

    @Test("a malformed xUnit file is refused with its file and line")
    func badXUnit() throws {
        let catalog = try #require(Fixtures.catalog)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let events = try folder.file("events.jsonl", EventStreamFixture.text)
        let xunit = try folder.file("run.xml", "<testsuites>\n<testcase name=\"a\">\n</testsuites>\n")
        let output = folder.url.appendingPathComponent("out", isDirectory: true)
        #expect {
            try EventStreamReportJob(events: events, xunit: xunit, output: output).run(catalog: catalog)
        } throws: { error in
            "\(error)".hasPrefix("\(xunit.path):") && "\(error)".contains("malformed xUnit XML")
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
