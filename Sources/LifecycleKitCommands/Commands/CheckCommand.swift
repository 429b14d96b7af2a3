import Foundation
import LifecycleCommandLine
import LifecycleConformance
import LifecycleReport
import LifecycleSpec

/// `lifecycle-kit check`: the main job. Runs the conformance cases against a built-in
/// adapter in a supervised worker process, prints the verdict and writes the report.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "check", abstract: "the main job: run every conformance case against an adapter and write the report",
        discussion: """
            Validates the catalog, runs the conformance cases against a built-in adapter and prints
            every failure with its expected and observed traces, the verdict and the rule counts per
            level; then writes the report (index.html, report.md, report.json, junit.xml) into the
            --out folder. That folder must be new, empty, or an earlier report of the kit that has not
            been edited; anything else is refused before a case runs.

            Cases run in a supervised worker process: an adapter that traps or hangs fails the case it
            was running (reported as crashed or timed out) and the run goes on in a fresh worker.
            --in-process runs them in this process instead, for debugging.

            --baseline FILE compares the new report with an earlier report.json (new failures, fixed
            rules, every changed rule status, cases added, removed or changed); it is read before a
            case runs, and may be the report.json of the --out folder itself, which it then replaces.

            --lang ko writes index.html and report.md (and prints the summary) in Korean, each rule's
            statement beside the English one; report.json and junit.xml stay English. --seeds DIR
            quotes each rule's original passage from your own copy of the documents.
            """,
        examples: [
            "check", "check --adapter broken-silent-interruption-end --out broken-report", "check --adapter reference --case LAUNCH-001",
            "check --adapter broken-never-inactive --baseline conformance-report/report.json --out broken-report",
        ])

    @Option(help: "the adapter to check (see 'lifecycle-kit adapters')") var adapter = AdapterName.reference
    @Option(help: "the report folder", valueName: "DIR") var out = "conformance-report"
    @OptionList(name: "case", help: "run only these cases (ids as in the report)", valueName: "CASE-ID") var cases: [String]
    @Option(
        help: "seconds a case may run before it fails as hung (at most 3600)",
        check: { $0 > 0 && $0 <= 3600 ? nil : "range.case-timeout" })
    var caseTimeout = CaseRunner.defaultTimeLimit
    @Option(help: "merge a reviewer's verdicts on the manual rules (see 'lifecycle-kit checklist')", valueName: "FILE") var attestations: String?
    @Option(help: "compare with an earlier report.json: new failures, fixed rules, changed statuses and cases", valueName: "FILE") var baseline: String?
    @Option(help: SeedsFolder.help, valueName: "DIR") var seeds: String?
    @Flag(help: "add each configuration's state diagram to report.md as Mermaid") var markdownDiagram
    @Flag(help: "run the cases in this process (debugging: a trap in the adapter ends the run)") var inProcess
    @Flag(help: "also list the rules each failing case names") var verbose
    @Flag(help: "print how long building, rendering and writing the report took") var timing
    @Flag(help: "no progress line on standard error") var quiet

    func run(_ context: CommandContext) throws -> ExitCode {
        let selected = try CaseSelection.cases(named: cases)
        try OutputCheck.reportFolder(out, inputs: attestations.map { [$0] } ?? [])
        let earlier = try BaselineInput.load(baseline)
        let library = try SeedsFolder.library(option: seeds, context: context)
        // The catalog loads, and its hash is worked out, on another thread while the cases run.
        let catalogLoad = BackgroundLoad { () throws(CatalogLoadError) -> Catalog in try CatalogLoader.loadBundled() }
        let adapter = self.adapter.adapter
        let mode: ConformanceRun.Mode =
            inProcess
            ? .inProcess : .supervised(WorkerLauncher.currentExecutable(arguments: ["run-worker", "--adapter", adapter.name]))
        let progress = RunProgress(adapter: adapter.name, total: selected.count, context: context, quiet: quiet, tracksCrashes: inProcess)
        let run = ConformanceRun(cases: selected, adapter: adapter, mode: mode, timeLimit: caseTimeout)
        let outcome: RunResults
        do {
            outcome = try run.execute(observers: [progress])
        } catch let failure as WorkerFailure {
            progress.finish()
            throw CommandFailure("\(failure)")
        }
        progress.finish()
        let catalog = try catalogLoad.value(context: context)
        let attested = try AttestationInput.load(attestations, catalog: catalog, context: context)

        var phases = ReportTiming()
        let report = try phases.measure("build") {
            let built = try ReportBuilder(catalog: catalog, catalogHash: catalogLoad.catalogHash).build(
                results: outcome.results, cases: selected, implementation: ImplementationInfo(adapter: adapter), durations: outcome.durations,
                attestations: attested)
            return earlier.map { $0.compared(with: built) } ?? built
        }
        for result in outcome.results where result.outcome.isFailure {
            FailureExplanation.lines(for: result, case: ConformanceSuite.case(result.caseID), catalog: catalog, words: context.words).forEach(context.out)
            if verbose { context.out(context.words("console.rules-named", "rules", result.ruleIDs.joined(separator: ", "))) }
            context.out("")
        }
        let files = try phases.measure("render") {
            try ReportFiles.render(
                report, options: ReportOptions(markdownDiagram: markdownDiagram, language: context.language, catalog: catalog, seeds: library))
        }
        do {
            try phases.measure("write") { try ReportWriter(directory: URL(fileURLWithPath: out, isDirectory: true)).write(files: files) }
        } catch {
            context.out(report.consoleSummary(writtenTo: nil, words: context.words) { context.style.verdict($0, $1) }.joined(separator: "\n"))
            throw FileProblemErrors.failure(id: "cmd.check.report-not-written", embedding: error)
        }
        context.out(report.consoleSummary(writtenTo: out, words: context.words) { context.style.verdict($0, $1) }.joined(separator: "\n"))
        BaselineInput.report(report, context: context)
        if timing { context.out(phases.text(testCount: report.tests.count)) }
        return report.summary.verdict == .conforms ? .success : .negative
    }
}

extension TextStyle {
    /// The verdict in green or red.
    func verdict(_ text: String, _ positive: Bool) -> String { positive ? good(text) : bad(text) }
}
