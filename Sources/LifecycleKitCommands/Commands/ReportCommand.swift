import Foundation
import LifecycleCommandLine
import LifecycleFiles
import LifecycleReport
import LifecycleSpec

/// `lifecycle-kit report`: builds the conformance report from a Swift Testing event stream
/// (and optionally the xUnit file of the same run).
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "report", abstract: "build the conformance report from a Swift Testing event stream",
        discussion: """
            Builds the conformance report of a test run of your own adapter. Write the event stream with
              swift test --event-stream-output-path FILE --event-stream-version 0 [--xunit-output X]
            A test (or a parameterized test's argument) names the rules it checks with a leading
            "[RULE-ID, ...]" in its display name, as the kit's conformance cases do. Writes report.json,
            report.md, index.html and junit.xml into DIR; the folder must be new, empty, or an earlier
            report of the kit, and no input may lie inside it.
            """,
        examples: ["report --events events.jsonl --xunit results-swift-testing.xml --out conformance-report --implementation MyRuntime"])

    @Option(help: "the JSON Lines event stream (version 0); a FIFO, /dev/fd/N or - (standard input) works too", valueName: "FILE") var events: String
    @Option(help: "the xUnit file of the same run (X-swift-testing.xml), checked against the events; supplies durations", valueName: "FILE")
    var xunit: String?
    @Option(help: "the report folder", valueName: "DIR") var out: String
    @Option(help: "what was checked (default: the test modules of the run)", valueName: "NAME") var implementation: String?
    @Option(help: "its version", valueName: "VERSION") var implementationVersion = "unversioned"
    @Option(help: "the adapter that drove it (default: the implementation name)", valueName: "NAME") var adapter: String?
    @Option(help: "merge a reviewer's verdicts on the manual rules (see 'lifecycle-kit checklist')", valueName: "FILE") var attestations: String?
    @Flag(help: "print how long reading, building, rendering and writing took") var timing

    func run(_ context: CommandContext) throws -> ExitCode {
        try OutputCheck.reportFolder(out, inputs: ([events] + (xunit.map { [$0] } ?? []) + (attestations.map { [$0] } ?? [])).filter { $0 != "-" })
        if events == "-" && xunit == "-" { throw UsageError("--events and --xunit cannot both read standard input") }
        var job = EventStreamReportJob(
            events: InputSource(argument: events), xunit: xunit.map(InputSource.init(argument:)), output: URL(fileURLWithPath: out, isDirectory: true),
            implementationName: implementation, implementationVersion: implementationVersion, adapter: adapter)
        let catalog = try CatalogSource.load(spec: nil, context: context)
        job.attestations = try AttestationInput.load(attestations, catalog: catalog, context: context)
        var clock = ReportTiming()
        let report: ConformanceReport
        do {
            report = try job.run(catalog: catalog, timing: &clock)
        } catch {
            throw CommandFailure("\(error)")
        }
        context.out(report.consoleSummary(writtenTo: out) { context.style.verdict($0, $1) }.joined(separator: "\n"))
        if timing { context.out(clock.text(testCount: report.tests.count)) }
        return report.summary.verdict == .conforms ? .success : .negative
    }
}
