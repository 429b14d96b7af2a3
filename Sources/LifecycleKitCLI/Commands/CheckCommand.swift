import Foundation
import LifecycleConformance
import LifecycleReport
import LifecycleSamples
import LifecycleSpec

/// `lifecycle-kit check`: the main job. Runs every conformance case in-process against a
/// built-in adapter, reports per rule and writes the report folder.
enum CheckCommand {
    static let help = """
        USAGE: lifecycle-kit check [--adapter NAME] [--out DIR] [--isolate] [--verbose] [--timing]

        The main job: validates the catalog, runs every conformance case against a built-in
        adapter (default: reference; see `lifecycle-kit adapters`) and prints the verdict,
        the counts per level and every failure with its expected and observed traces. Also
        writes the report (report.json, report.md, index.html, junit.xml) into DIR.
        Exit status: 0 when every applicable required rule passes, 1 when not, 2 on bad usage.

          --adapter NAME   the adapter to check
          --out DIR        the report folder (default: conformance-report)
          --isolate        first run every case in child processes, so that an adapter that
                           traps fails only the case it trapped in; the other cases then run
                           in-process as usual
          --verbose        also list the rules each failing case names
          --timing         print how long building, rendering and writing the report took
        """

    static func run(_ arguments: inout CommandLineArguments) throws -> Int32 {
        let name = arguments.value("adapter") ?? "reference"
        let out = arguments.value("out") ?? "conformance-report"
        let verbose = arguments.flag("verbose")
        let timing = arguments.flag("timing")
        let isolate = arguments.flag("isolate")
        try arguments.rejectUnknown()
        guard let adapter = BuiltInAdapters.named(name) else {
            throw UsageError("unknown adapter '\(name)'; known: \(BuiltInAdapters.all.map(\.name).joined(separator: ", "))")
        }
        let catalog = try CatalogLoader.loadBundled()
        let runner = CaseRunner()
        let clock = ContinuousClock()
        var durations: [String: Double] = [:]
        let trapped = isolate ? try trappingCases(adapter: adapter.name) : [:]
        let results = ConformanceSuite.allCases.enumerated().map { index, conformanceCase in
            if let outcome = trapped[index] {
                let message = "adapter '\(adapter.name)' crashed in case \(conformanceCase.id) (\(outcome) in a child process)"
                return CaseResult(
                    caseID: conformanceCase.id, ruleIDs: conformanceCase.ruleIDs, adapter: adapter.name, outcome: .failed([message]), evidence: nil)
            }
            let start = clock.now
            let result = runner.run(conformanceCase, against: adapter)
            let elapsed = clock.now - start
            durations[conformanceCase.id] = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            return result
        }
        let summary = RuleVerdicts(catalog: catalog, results: results)
        for result in results where result.outcome.isFailure {
            let hint = ConformanceSuite.case(result.caseID)?.hint ?? ""
            Console.out(result.report(hint: hint))
            if verbose { Console.out("  rules: \(result.ruleIDs.joined(separator: ", "))") }
            Console.out("")
        }
        Console.out(summary.text(adapter: adapter.name, caseCount: results.count))

        var phases = ReportTiming()
        let report = try phases.measure("build") {
            try ReportBuilder(catalog: catalog).build(
                results: results, cases: ConformanceSuite.allCases, implementation: ImplementationInfo(adapter: adapter), durations: durations)
        }
        let files = try phases.measure("render") { try ReportFiles.render(report) }
        try phases.measure("write") { try ReportWriter(directory: URL(fileURLWithPath: out, isDirectory: true)).write(files: files) }
        Console.out("report written to \(out)/ (\(ReportFiles.names.joined(separator: ", ")))")
        if timing { Console.out(phases.text(testCount: report.tests.count)) }
        return summary.conforms ? 0 : 1
    }

    /// The cases in which the adapter traps, found by running every case in child processes
    /// of this executable.
    static func trappingCases(adapter: String) throws -> [Int: String] {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let outcomes = try IsolatedCaseRunner(executable: executable, adapter: adapter).run(caseCount: ConformanceSuite.allCases.count)
        return outcomes.filter { $0.value.hasPrefix("trapped") }
    }
}
