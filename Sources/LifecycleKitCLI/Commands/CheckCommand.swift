import Foundation
import LifecycleConformance
import LifecycleReport
import LifecycleSamples
import LifecycleSpec

/// `lifecycle-kit check`: the main job. Runs every conformance case in-process against a
/// built-in adapter, reports per rule and writes the report folder.
enum CheckCommand {
    static let help = """
        USAGE: lifecycle-kit check [--adapter NAME] [--out DIR] [--verbose] [--timing]

        The main job: validates the catalog, runs every conformance case against a built-in
        adapter (default: reference; see `lifecycle-kit adapters`) and prints the verdict,
        the counts per level and every failure with its expected and observed traces. Also
        writes the report (report.json, report.md, index.html, junit.xml) into DIR.
        Exit status: 0 when every applicable required rule passes, 1 when not, 2 on bad usage.

          --adapter NAME   the adapter to check
          --out DIR        the report folder (default: conformance-report)
          --verbose        also list the rules each failing case names
          --timing         print how long building, rendering and writing the report took
        """

    static func run(_ arguments: inout CommandLineArguments) throws -> Int32 {
        let name = arguments.value("adapter") ?? "reference"
        let out = arguments.value("out") ?? "conformance-report"
        let verbose = arguments.flag("verbose")
        let timing = arguments.flag("timing")
        try arguments.rejectUnknown()
        guard let adapter = BuiltInAdapters.named(name) else {
            throw UsageError("unknown adapter '\(name)'; known: \(BuiltInAdapters.all.map(\.name).joined(separator: ", "))")
        }
        let catalog = try CatalogLoader.loadBundled()
        let runner = CaseRunner()
        let clock = ContinuousClock()
        var durations: [String: Double] = [:]
        let results = ConformanceSuite.allCases.map { conformanceCase in
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
}
