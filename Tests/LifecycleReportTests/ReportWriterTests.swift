import Foundation
import LifecycleReport
import LifecycleSpec
import Testing

@Suite("The report folder replaces only a report the kit wrote, and never the run's inputs")
struct ReportWriterTests {
    /// The names of a written report folder: the four files and the manifest.
    static let reportEntries = (ReportFiles.names + [".lifecycle-kit-report.json"]).sorted()

    @Test("a new report replaces an earlier one and leaves no staging folder behind")
    func replaces() throws {
        let catalog = try #require(Fixtures.catalog)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let events = try folder.file("events.jsonl", EventStreamFixture.text)
        let output = folder.url.appendingPathComponent("out", isDirectory: true)
        try EventStreamReportJob(events: events, output: output, implementationName: "first").run(catalog: catalog)

        let report = try EventStreamReportJob(events: events, output: output, implementationName: "my-adapter").run(catalog: catalog)
        #expect(try folder.entries() == ["events.jsonl", "out"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == Self.reportEntries)
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
                "\(output.path): is not empty and is not a report folder lifecycle-kit wrote (it has no .lifecycle-kit-report.json); the folder is left as it is; move it away or choose another --out folder"
            )
        ) {
            try EventStreamReportJob(events: events, output: output).run(catalog: catalog)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["notes.txt"])
    }

    @Test("a stray report.json no longer makes a folder replaceable: src/ survives")
    func strayReportJSON() throws {
        let catalog = try #require(Fixtures.catalog)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let events = try folder.file("events.jsonl", EventStreamFixture.text)
        let project = folder.url.appendingPathComponent("project", isDirectory: true)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("src"), withIntermediateDirectories: true)
        try Data("print(1)".utf8).write(to: project.appendingPathComponent("src/main.swift"))
        try Data("{}".utf8).write(to: project.appendingPathComponent("report.json"))
        #expect(throws: ReportError.self) {
            try EventStreamReportJob(events: events, output: project).run(catalog: catalog)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.path).sorted() == ["report.json", "src"])
        #expect(try String(contentsOf: project.appendingPathComponent("src/main.swift"), encoding: .utf8) == "print(1)")
    }

    @Test("event and xUnit files kept inside the output folder are refused as inputs and survive (they were deleted after being read)")
    func inputsInsideOutput() throws {
        let catalog = try #require(Fixtures.catalog)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let output = folder.url.appendingPathComponent("out", isDirectory: true)
        let outside = try folder.file("events.jsonl", EventStreamFixture.text)
        try EventStreamReportJob(events: outside, output: output).run(catalog: catalog)
        let events = output.appendingPathComponent("events.jsonl")
        let xunit = output.appendingPathComponent("run.xml")
        try Data(EventStreamFixture.text.utf8).write(to: events)
        try Data(EventStreamFixture.xunit.utf8).write(to: xunit)

        let job = EventStreamReportJob(events: events, xunit: xunit, output: output)
        #expect(job.inputs == [events, xunit])
        #expect(
            throws: ReportError(
                "\(output.path): holds \(events.path), an input of this run, which the new report would replace; keep inputs outside --out or choose another folder"
            )
        ) {
            try job.run(catalog: catalog)
        }
        #expect(
            throws: ReportError(
                "\(output.path): holds \(xunit.path), an input of this run, which the new report would replace; keep inputs outside --out or choose another folder"
            )
        ) {
            try EventStreamReportJob(events: outside, xunit: xunit, output: output).run(catalog: catalog)
        }
        #expect(try String(contentsOf: events, encoding: .utf8) == EventStreamFixture.text)
        #expect(try String(contentsOf: xunit, encoding: .utf8) == EventStreamFixture.xunit)
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).sorted() == (Self.reportEntries + ["events.jsonl", "run.xml"]).sorted())
    }
}
