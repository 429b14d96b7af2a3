import Foundation
import LifecycleFiles
import LifecycleSpec

/// Turns a Swift Testing event stream (and optionally the xUnit file of the same run) into
/// the tests of a report. The rules a test checks come from its own name: the leading
/// `[RULE-ID, …]` of the test case's argument description or of the test's display name.
///
/// The stream is read line by line in fixed-size chunks, from a file, a FIFO or standard
/// input, and folded in time linear in its size; memory grows with the number of tests, not
/// with the length of their messages, which are cut at `messageLimits`.
public struct EventStreamImport: Sendable {
    /// The catalog the tagged rule ids must be in.
    public let catalog: Catalog
    /// The most UTF-8 bytes one message keeps in the report.
    public var messageLimit: Int
    /// The most UTF-8 bytes of messages one test keeps in the report.
    public var messagesPerTestLimit: Int
    /// The largest xUnit file read.
    public var xunitSizeLimit: Int

    /// An import against `catalog`, keeping 64 KiB per message and 256 KiB of messages per
    /// test, and reading xUnit files of up to 1 GiB.
    public init(catalog: Catalog, messageLimit: Int = 64 * 1024, messagesPerTestLimit: Int = 256 * 1024, xunitSizeLimit: Int = 1 << 30) {
        self.catalog = catalog
        self.messageLimit = messageLimit
        self.messagesPerTestLimit = messagesPerTestLimit
        self.xunitSizeLimit = xunitSizeLimit
    }

    /// The tests of the event stream at `events`, checked against the xUnit file at `xunit`.
    public func tests(events: URL, xunit: URL? = nil) throws(ReportError) -> [TestEntry] {
        try tests(events: .path(events.path), xunit: xunit.map { .path($0.path) })
    }

    /// The tests of the event stream read from `events` (a file, a FIFO, `/dev/fd/N` or
    /// standard input), checked against the xUnit file read from `xunit`.
    public func tests(events: InputSource, xunit: InputSource? = nil) throws(ReportError) -> [TestEntry] {
        let imported = try importedTests(try EventStreamReader(source: events, messageLimit: messageLimit))
        guard let xunit else { return imported.entries }
        let xunitData: Data
        do {
            xunitData = try xunit.readAll(limit: xunitSizeLimit)
        } catch {
            throw ReportError(id: "cmd.report.cannot-read-xunit", about: error)
        }
        return try merge(imported, xunit: xunitData, fileName: xunit.name, eventsFileName: events.name)
    }

    /// The tests of an event stream held in memory, checked against an xUnit file if given;
    /// the file names name them in messages.
    public func tests(data: Data, fileName: String, xunit: (data: Data, fileName: String)? = nil) throws(ReportError) -> [TestEntry] {
        let imported = try importedTests(EventStreamReader(data: data, fileName: fileName, messageLimit: messageLimit))
        guard let xunit else { return imported.entries }
        return try merge(imported, xunit: xunit.data, fileName: xunit.fileName, eventsFileName: fileName)
    }

    private func merge(_ imported: ImportedTests, xunit: Data, fileName: String, eventsFileName: String) throws(ReportError) -> [TestEntry] {
        let cases = try XUnitReader(fileName: fileName).read(xunit)
        return try XUnitMerge(fileName: fileName, eventsFileName: eventsFileName).merge(cases, into: imported)
    }

    private func importedTests(_ reader: EventStreamReader) throws(ReportError) -> ImportedTests {
        let limits = TestMessages.Limits(messageLimit: messageLimit, totalLimit: messagesPerTestLimit)
        var run = EventStreamRun(fileName: reader.fileName, messageLimits: limits)
        while let line = try reader.next() { try run.add(line) }
        let fileName = reader.fileName
        guard run.recordCount > 0 else {
            throw ReportError(id: "cmd.report.empty-stream", ["path": fileName])
        }
        guard run.runEnded else {
            throw ReportError(id: "cmd.report.truncated-stream", ["path": fileName, "line": "\(run.lastLine)"])
        }
        guard !run.units.isEmpty else { throw ReportError(id: "cmd.report.empty-run", ["path": fileName]) }
        run.dropIndexes()
        var entries = EventStreamEntries(catalog: catalog, run: run)
        var units = run.takeUnits()
        return try entries.tests(&units)
    }
}
