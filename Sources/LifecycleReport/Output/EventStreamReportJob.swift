import Foundation
import LifecycleFiles
import LifecycleSpec

/// `lifecycle-kit report` as a library call: reads an event stream (and xUnit file), builds
/// the report and writes the folder. Nothing is written when any step fails.
public struct EventStreamReportJob: Sendable {
    /// Where the event stream is read from: a path (a file, a FIFO, `/dev/fd/N`) or standard input.
    public var events: InputSource
    /// Where the xUnit file of the same run is read from, if given.
    public var xunit: InputSource?
    /// The report folder.
    public var output: URL
    /// What was checked; nil: the test modules of the run.
    public var implementationName: String?
    public var implementationVersion: String
    /// The adapter that drove it; nil: the implementation name.
    public var adapter: String?
    /// Reviewers' verdicts on the manual rules, merged into the report.
    public var attestations: AttestationSet?
    /// An earlier report to compare the new one with.
    public var baseline: BaselineReport?
    /// How the files are rendered.
    public var options = ReportOptions()

    /// A job reading the event stream (and xUnit file) from files.
    public init(
        events: URL, xunit: URL? = nil, output: URL, implementationName: String? = nil, implementationVersion: String = "unversioned",
        adapter: String? = nil
    ) {
        self.init(
            events: InputSource.path(events.path), xunit: xunit.map { InputSource.path($0.path) }, output: output,
            implementationName: implementationName, implementationVersion: implementationVersion, adapter: adapter)
    }

    /// A job reading from any input source (`-` for standard input on the command line).
    public init(
        events: InputSource, xunit: InputSource? = nil, output: URL, implementationName: String? = nil,
        implementationVersion: String = "unversioned", adapter: String? = nil
    ) {
        self.events = events
        self.xunit = xunit
        self.output = output
        self.implementationName = implementationName
        self.implementationVersion = implementationVersion
        self.adapter = adapter
    }

    @discardableResult
    public func run(catalog: Catalog, timing: inout ReportTiming) throws(ReportError) -> ConformanceReport {
        do {
            let report = try timing.measure("read and build") { try build(catalog: catalog) }
            let files = try timing.measure("render") { try ReportFiles.render(report, options: options) }
            try timing.measure("write") { try ReportWriter(directory: output, inputs: inputs).write(files: files) }
            return report
        } catch let error as ReportError {
            throw error
        } catch {
            throw ReportError.from(error)
        }
    }

    @discardableResult
    public func run(catalog: Catalog) throws(ReportError) -> ConformanceReport {
        var timing = ReportTiming()
        return try run(catalog: catalog, timing: &timing)
    }

    /// The files the job reads: the events and the xUnit file. The report folder may not
    /// hold any of them. (A baseline is read whole beforehand and may be the folder's own
    /// `report.json`.)
    public var inputs: [URL] {
        ([events] + (xunit.map { [$0] } ?? [])).compactMap { source in
            if case .path(let path) = source { return URL(fileURLWithPath: path) }
            return nil
        }
    }

    /// The report, without writing it.
    public func build(catalog: Catalog) throws(ReportError) -> ConformanceReport {
        let tests = try EventStreamImport(catalog: catalog).tests(events: events, xunit: xunit)
        var modules: [String] = []
        for module in tests.map({ String($0.suite.prefix { $0 != "." && $0 != "/" }) }) where !modules.contains(module) { modules.append(module) }
        let name = implementationName ?? modules.joined(separator: ", ")
        let info = ImplementationInfo(name: name, version: implementationVersion, adapter: adapter ?? name, capabilities: nil)
        let completed = KitCaseMatch.completing(tests, adapter: info.adapter)
        let report = try ReportBuilder(catalog: catalog).build(
            tests: completed.tests, implementation: info, origin: "event-stream", attestations: attestations, configurations: completed.configurations)
        return baseline.map { $0.compared(with: report) } ?? report
    }
}
