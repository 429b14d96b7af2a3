import Foundation

/// The one pipeline that runs conformance cases against an adapter — in this process or,
/// by default for `lifecycle-kit check`, in a supervised worker process — and hands every
/// result to its observers. Verdicts and reports are built from what it returns.
public struct ConformanceRun: Sendable {
    /// Where the cases run.
    public enum Mode: Sendable {
        /// In this process, each case on its own thread with a time limit. A trap in the
        /// adapter ends this process: meant for debugging and for third-party test targets.
        case inProcess
        /// In a worker process started by `launcher`; a case that traps or hangs fails alone.
        case supervised(WorkerLauncher)
    }

    /// The cases, in the order they run.
    public let cases: [ConformanceCase]
    /// The adapter under test.
    public let adapter: any LifecycleAdapter
    /// Where the cases run.
    public let mode: Mode
    /// Seconds a case may run before it fails as hung.
    public let timeLimit: Double

    /// A run of `cases` against `adapter`.
    public init(cases: [ConformanceCase], adapter: any LifecycleAdapter, mode: Mode = .inProcess, timeLimit: Double = CaseRunner.defaultTimeLimit) {
        self.cases = cases
        self.adapter = adapter
        self.mode = mode
        self.timeLimit = timeLimit
    }

    /// Runs every case and returns the results, in case order.
    ///
    /// - Throws: ``WorkerFailure`` when a worker process cannot be started at all.
    public func execute(observers: [any RunObserver] = []) throws -> RunResults {
        switch mode {
        case .inProcess:
            return runInProcess(observers: observers)
        case .supervised(let launcher):
            return try WorkerSupervisor(launcher: launcher, adapter: adapter, timeLimit: timeLimit).run(cases, observers: observers)
        }
    }

    func runInProcess(observers: [any RunObserver]) -> RunResults {
        let runner = CaseRunner(timeLimit: timeLimit)
        var results = RunResults()
        let clock = ContinuousClock()
        for (index, conformanceCase) in cases.enumerated() {
            observers.forEach { $0.caseWillRun(conformanceCase, index: index, total: cases.count) }
            let start = clock.now
            let result = runner.run(conformanceCase, against: adapter)
            let seconds = RunResults.seconds(clock.now - start)
            results.append(result, seconds: seconds)
            observers.forEach { $0.caseDidRun(result, seconds: seconds, index: index, total: cases.count) }
        }
        return results
    }
}

/// What a run produced: one result per case, in case order, and how long each took.
public struct RunResults: Sendable {
    /// The results, in case order.
    public private(set) var results: [CaseResult] = []
    /// Seconds per case id.
    public private(set) var durations: [String: Double] = [:]

    /// No results yet.
    public init() {}

    mutating func append(_ result: CaseResult, seconds: Double?) {
        results.append(result)
        if let seconds { durations[result.caseID] = seconds }
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
