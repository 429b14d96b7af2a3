import LifecycleCommandLine
import LifecycleConformance

/// `lifecycle-kit run-worker`: the worker side of a supervised `check` (internal). Reads case
/// ids on standard input and writes one JSON line before and after each case.
struct RunWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "run-worker", abstract: "run cases for a supervising check (internal)",
        discussion: "Reads case ids, one per line, on standard input; writes a JSON line before and after each case.", hidden: true)

    @Option(help: "the adapter the cases run against") var adapter = AdapterName.reference
    @Option(help: "the supervisor's process id; the worker ends when it is gone", valueName: "PID") var parent: Int32?

    func run(_ context: CommandContext) throws -> ExitCode {
        try CaseWorker.serve(adapter: adapter.adapter, cases: ConformanceSuite.allCases, parent: parent)
        return .success
    }
}

extension Int32: ArgumentValue {
    /// A whole number that fits in 32 bits.
    public init(argument: String) throws(InvalidArgumentValue) {
        guard let value = Int32(argument) else { throw InvalidArgumentValue(expectedID: "value.whole-number") }
        self = value
    }
}
