import LifecycleConformance
import LifecycleSamples

/// `lifecycle-kit run-cases`: the child side of isolated runs (see `IsolatedCaseRunner`).
enum RunCasesCommand {
    static let help = """
        USAGE: lifecycle-kit run-cases --adapter NAME [--from INDEX]

        Runs the conformance cases from INDEX on, printing `start <index>` before each case
        and `done <index> <outcome>` after it. Used by isolated runs, so that an adapter that
        traps fails only the case it trapped in.
        """

    static func run(_ arguments: inout CommandLineArguments) throws -> Int32 {
        guard let name = arguments.value("adapter") else { throw UsageError("--adapter is required") }
        let from = try arguments.integer("from") ?? 0
        try arguments.rejectUnknown()
        guard let adapter = BuiltInAdapters.named(name) else { throw UsageError("unknown adapter '\(name)'") }
        let cases = ConformanceSuite.allCases
        guard from >= 0, from <= cases.count else { throw UsageError("--from must lie between 0 and \(cases.count)") }
        let runner = CaseRunner()
        for index in from..<cases.count {
            Console.out("start \(index)")
            let result = runner.run(cases[index], against: adapter)
            let outcome: String
            switch result.outcome {
            case .passed: outcome = "passed"
            case .failed: outcome = "failed"
            case .notApplicable: outcome = "not-applicable"
            }
            Console.out("done \(index) \(outcome)")
        }
        return 0
    }
}
