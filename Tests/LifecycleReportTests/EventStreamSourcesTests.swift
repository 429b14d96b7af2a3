import Foundation
import LifecycleFiles
import LifecycleReport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("An event stream is read from a FIFO or a pipe as from a file")
struct EventStreamSourcesTests {
    @Test("a report is built from a FIFO, as a URL the way the command passes it")
    func fifo() throws {
        let catalog = try #require(Fixtures.catalog)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let events = folder.url.appendingPathComponent("events.fifo")
        try Pipes.fifo(at: events.path, writing: Data(EventStreamFixture.text.utf8))
        let output = folder.url.appendingPathComponent("report", isDirectory: true)
        let report = try EventStreamReportJob(events: events, output: output).run(catalog: catalog)
        #expect(report.tests.count == 4)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("report.json").path))
    }

    @Test("the event stream and the xUnit file are read from /dev/fd/N (process substitution)")
    func processSubstitution() throws {
        let catalog = try #require(Fixtures.catalog)
        let events = try Pipes.readEnd(writing: Data(EventStreamFixture.text.utf8))
        let xunit = try Pipes.readEnd(writing: Data(EventStreamFixture.xunit.utf8))
        defer {
            close(events)
            close(xunit)
        }
        let tests = try EventStreamImport(catalog: catalog).tests(
            events: InputSource(argument: "/dev/fd/\(events)"), xunit: InputSource(argument: "/dev/fd/\(xunit)"))
        #expect(tests.map(\.id).count == 4)
        #expect(tests.first { $0.id == EventStreamFixture.plainID }?.status == .passed)
    }

    @Test("a missing event stream is refused, naming it")
    func missing() throws {
        let catalog = try #require(Fixtures.catalog)
        #expect(throws: ReportError("cannot read the event stream /nonexistent/events.jsonl: no such file; check the path")) {
            try EventStreamImport(catalog: catalog).tests(events: URL(fileURLWithPath: "/nonexistent/events.jsonl"))
        }
    }
}
