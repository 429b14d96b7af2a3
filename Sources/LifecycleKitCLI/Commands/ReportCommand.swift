import Foundation
import LifecycleReport
import LifecycleSpec

/// `lifecycle-kit report`: builds the conformance report from a Swift Testing event stream
/// (and optionally the xUnit file of the same run).
enum ReportCommand {
    static let help = """
        USAGE: lifecycle-kit report --events FILE [--xunit FILE] --out DIR [--implementation NAME]
                                    [--implementation-version V] [--adapter NAME] [--timing]

        Builds the conformance report of a test run of your own adapter. Write the event
        stream with
          swift test --event-stream-output-path FILE --event-stream-version 0 [--xunit-output X]
        A test (or a parameterized test's argument) names the rules it checks with a leading
        "[RULE-ID, ...]" in its display name, as the kit's conformance cases do. Writes
        report.json, report.md, index.html and junit.xml into DIR, replacing an earlier report
        there only once everything is rendered. Exit status: 0 when every applicable required
        rule passes, 1 when not or when an input is bad, 2 on bad usage.

          --events FILE                  the JSON Lines event stream (version 0)
          --xunit FILE                   the xUnit file of the same run (X-swift-testing.xml), checked
                                         against the events; supplies test durations
          --out DIR                      the report folder
          --implementation NAME          what was checked (default: the test modules of the run)
          --implementation-version V     its version (default: unversioned)
          --adapter NAME                 the adapter that drove it (default: the implementation name)
          --timing                       print how long reading, building, rendering and writing took
        """

    static func run(_ arguments: inout CommandLineArguments) throws -> Int32 {
        guard let events = arguments.value("events") else { throw UsageError("--events FILE is required") }
        guard let out = arguments.value("out") else { throw UsageError("--out DIR is required") }
        let job = EventStreamReportJob(
            events: URL(fileURLWithPath: events), xunit: arguments.value("xunit").map { URL(fileURLWithPath: $0) },
            output: URL(fileURLWithPath: out, isDirectory: true), implementationName: arguments.value("implementation"),
            implementationVersion: arguments.value("implementation-version") ?? "unversioned", adapter: arguments.value("adapter"))
        let timing = arguments.flag("timing")
        try arguments.rejectUnknown()

        let catalog = try CatalogLoader.loadBundled()
        var clock = ReportTiming()
        let report = try job.run(catalog: catalog, timing: &clock)
        Console.out(report.textSummary(writtenTo: out))
        if timing { Console.out(clock.text(testCount: report.tests.count)) }
        return report.summary.verdict == .conforms ? 0 : 1
    }
}
