import Foundation
import LifecycleCommandLine
import LifecycleFiles
import LifecycleReport
import LifecycleSpec

/// `lifecycle-kit report`: builds the conformance report from a Swift Testing event stream
/// (and optionally the xUnit file of the same run), or compares finished reports.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "report", abstract: "build the conformance report from a Swift Testing event stream, or compare reports",
        discussion: """
            Builds the conformance report of a test run of your own adapter. Write the event stream with
              swift test --event-stream-output-path FILE --event-stream-version 0 [--xunit-output X]
            A test (or a parameterized test's argument) names the rules it checks with a leading
            "[RULE-ID, ...]" in its display name, as the kit's conformance cases do; a test case whose
            argument carries a case id ("[RULE-ID, ...] CASE-ID title") is named by it. Writes
            report.json, report.md, index.html and junit.xml into DIR; the folder must be new, empty,
            or an earlier report of the kit, and no input may lie inside it. --baseline FILE adds a
            comparison with an earlier report.json. --lang ko writes index.html and report.md in
            Korean; --seeds DIR quotes each rule's original passage from your copy of the documents.

            --compare A/report.json B/report.json ... (two or more) writes a matrix of the
            implementations and the rules, grouped by section, into DIR (index.html, report.md,
            comparison.json) instead. It reads finished reports only, so it takes none of the options
            that build a report (--events, --xunit, --baseline, ...).
            """,
        examples: [
            "report --events events.jsonl --xunit results-swift-testing.xml --out conformance-report --implementation MyRuntime",
            "report --events events.jsonl --baseline last-report/report.json --out conformance-report",
            "report --compare reference/report.json mine/report.json --out comparison",
        ])

    @Option(help: "the JSON Lines event stream (version 0); a FIFO, /dev/fd/N or - (standard input) works too", valueName: "FILE") var events: String?
    @Option(help: "the xUnit file of the same run (X-swift-testing.xml), checked against the events; supplies durations", valueName: "FILE")
    var xunit: String?
    @Option(help: "the report folder", valueName: "DIR") var out: String
    @Option(help: "what was checked (default: the test modules of the run)", valueName: "NAME") var implementation: String?
    @Option(help: "its version", valueName: "VERSION") var implementationVersion = "unversioned"
    @Option(help: "the adapter that drove it (default: the implementation name)", valueName: "NAME") var adapter: String?
    @Option(help: "merge a reviewer's verdicts on the manual rules (see 'lifecycle-kit checklist')", valueName: "FILE") var attestations: String?
    @Option(help: "compare with an earlier report.json: new failures, fixed rules, changed statuses and cases", valueName: "FILE") var baseline: String?
    @OptionList(help: "compare two or more report.json files as a matrix of implementations and rules", valueName: "FILE", takesFollowingWords: true)
    var compare: [String]
    @Option(help: SeedsFolder.help, valueName: "DIR") var seeds: String?
    @Flag(help: "add each configuration's state diagram to report.md as Mermaid") var markdownDiagram
    @Flag(help: "print how long reading, building, rendering and writing took") var timing

    func run(_ context: CommandContext) throws -> ExitCode {
        if $compare { return try runComparison(context) }
        guard let events else { throw UsageError(id: "cmd.report.missing-events") }
        let fromStandardInput = [("--events", events), ("--xunit", xunit), ("--attestations", attestations), ("--baseline", baseline)]
            .filter { $0.1 == "-" }.map(\.0)
        if fromStandardInput.count > 1 {
            let names = ["first", "second", "third", "fourth"]
            throw UsageError(
                id: "cmd.report.stdin-\(fromStandardInput.count)",
                Dictionary(uniqueKeysWithValues: zip(names, fromStandardInput)))
        }
        try OutputCheck.reportFolder(out, inputs: ([events] + (xunit.map { [$0] } ?? []) + (attestations.map { [$0] } ?? [])).filter { $0 != "-" })
        if [events, xunit, baseline].compactMap({ $0 }).count(where: { $0 == "-" }) > 1 {
            throw UsageError(id: "cmd.report.one-stdin")
        }
        let earlier = try BaselineInput.load(baseline)
        let library = try SeedsFolder.library(option: seeds, context: context)
        var job = EventStreamReportJob(
            events: InputSource(argument: events), xunit: xunit.map(InputSource.init(argument:)), output: URL(fileURLWithPath: out, isDirectory: true),
            implementationName: implementation, implementationVersion: implementationVersion, adapter: adapter)
        job.baseline = earlier
        let catalog = try CatalogSource.load(spec: nil, context: context)
        job.options = ReportOptions(markdownDiagram: markdownDiagram, language: context.language, catalog: catalog, seeds: library)
        job.attestations = try AttestationInput.load(attestations, catalog: catalog, context: context)
        var clock = ReportTiming()
        let report: ConformanceReport
        do {
            report = try job.run(catalog: catalog, timing: &clock)
        } catch {
            throw FileProblemErrors.failure(error)
        }
        context.out(report.consoleSummary(writtenTo: out, words: context.words) { context.style.verdict($0, $1) }.joined(separator: "\n"))
        BaselineInput.report(report, context: context)
        if timing { context.out(clock.text(testCount: report.tests.count)) }
        return report.summary.verdict == .conforms ? .success : .negative
    }

    /// `--compare`: the matrix of finished reports.
    private func runComparison(_ context: CommandContext) throws -> ExitCode {
        let building: [(String, Bool)] = [
            ("--events", events != nil), ("--xunit", xunit != nil), ("--baseline", baseline != nil), ("--attestations", attestations != nil),
            ("--implementation", implementation != nil), ("--implementation-version", $implementationVersion), ("--adapter", adapter != nil),
            ("--markdown-diagram", markdownDiagram), ("--seeds", seeds != nil),
        ]
        if let (option, _) = building.first(where: \.1) {
            throw UsageError(id: "cmd.report.compare-with-building", ["option": option])
        }
        guard compare.count >= 2 else {
            throw UsageError(id: "cmd.report.compare-needs-two", ["count": "\(compare.count)"])
        }
        guard compare.count(where: { $0 == "-" }) <= 1 else { throw UsageError(id: "cmd.report.compare-stdin-once") }
        try OutputCheck.reportFolder(out, inputs: compare.filter { $0 != "-" })
        var clock = ReportTiming()
        let matrix: ComparisonMatrix
        do {
            var job = ComparisonJob(reports: compare, output: URL(fileURLWithPath: out, isDirectory: true))
            job.options = ReportOptions(language: context.language, catalog: try CatalogSource.load(spec: nil, context: context), seeds: nil)
            matrix = try job.run(timing: &clock)
        } catch {
            throw FileProblemErrors.failure(error)
        }
        for warning in matrix.warnings { context.error(context.errorStyle.notice("warning:") + " \(warning)") }
        let figures = [
            "reports": "\(matrix.columns.count)", "rules": "\(matrix.ruleCount)", "sections": "\(matrix.groups.count)",
            "disagreements": "\(matrix.disagreements)",
        ]
        context.out(context.words("compare.summary", figures))
        context.out(context.words("compare.written", ["folder": out, "files": ComparisonJob.fileNames.joined(separator: ", ")]))
        if timing { context.out(clock.text(testCount: matrix.ruleCount).replacingOccurrences(of: " tests;", with: " rules;")) }
        return .success
    }
}
