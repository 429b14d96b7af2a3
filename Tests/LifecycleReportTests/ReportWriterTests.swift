import Foundation
import LifecycleReport
import LifecycleSpec
import Testing

@Suite("The report folder is replaced atomically")
struct ReportWriterTests {
    @Test("a new report replaces an earlier one and leaves no temporary folder behind")
    func replaces() throws {
        let catalog = try #require(Fixtures.catalog)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let events = try folder.file("events.jsonl", EventStreamFixture.text)
        let output = folder.url.appendingPathComponent("out", isDirectory: true)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
        try Data("previous report".utf8).write(to: output.appendingPathComponent("report.json"))
        try Data("stale".utf8).write(to: output.appendingPathComponent("stale.txt"))

        let report = try EventStreamReportJob(events: events, output: output, implementationName: "my-adapter").run(catalog: catalog)
        #expect(try folder.entries() == ["events.jsonl", "out"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == ReportFiles.names.sorted())
        let written = try JSONDecoder().decode(ConformanceReport.self, from: Data(contentsOf: output.appendingPathComponent("report.json")))
        #expect(written.rules == report.rules)
        #expect(written.implementation.name == "my-adapter")
        #expect(written.schemaVersion == ConformanceReport.currentSchemaVersion)
    }

    @Test("a folder that holds something other than a report is never replaced")
    func refusesForeignFolder() throws {
        let catalog = try #require(Fixtures.catalog)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let events = try folder.file("events.jsonl", EventStreamFixture.text)
        let output = folder.url.appendingPathComponent("home", isDirectory: true)
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: false)
        try Data("keep me".utf8).write(to: output.appendingPathComponent("notes.txt"))
        #expect(
            throws: ReportError(
                "\(output.standardizedFileURL.path) is not empty and holds no report.json; refusing to replace it (choose another --out folder)")
        ) {
            try EventStreamReportJob(events: events, output: output).run(catalog: catalog)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["notes.txt"])
    }
}
