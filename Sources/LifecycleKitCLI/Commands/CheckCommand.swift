import LifecycleConformance
import LifecycleSamples
import LifecycleSpec

/// `lifecycle-kit check`: the main job. Runs every conformance case in-process against a
/// built-in adapter and reports per rule.
enum CheckCommand {
    static let help = """
        USAGE: lifecycle-kit check [--adapter NAME] [--verbose]

        The main job: validates the catalog, runs every conformance case against a built-in
        adapter (default: reference; see `lifecycle-kit adapters`) and prints the verdict,
        the counts per level and every failure with its expected and observed traces.
        Exit status: 0 when every applicable required rule passes, 1 when not, 2 on bad usage.

          --adapter NAME   the adapter to check
          --verbose        also list the rules each failing case names
        """

    static func run(_ arguments: inout CommandLineArguments) throws -> Int32 {
        let name = arguments.value("adapter") ?? "reference"
        let verbose = arguments.flag("verbose")
        try arguments.rejectUnknown()
        guard let adapter = BuiltInAdapters.named(name) else {
            throw UsageError("unknown adapter '\(name)'; known: \(BuiltInAdapters.all.map(\.name).joined(separator: ", "))")
        }
        let catalog = try CatalogLoader.loadBundled()
        let results = CaseRunner().run(ConformanceSuite.allCases, against: adapter)
        let summary = RuleVerdicts(catalog: catalog, results: results)
        for result in results where result.outcome.isFailure {
            let hint = ConformanceSuite.case(result.caseID)?.hint ?? ""
            Console.out(result.report(hint: hint))
            if verbose { Console.out("  rules: \(result.ruleIDs.joined(separator: ", "))") }
            Console.out("")
        }
        Console.out(summary.text(adapter: adapter.name, caseCount: results.count))
        return summary.conforms ? 0 : 1
    }
}
