import Foundation

/// The supervisor side of a supervised run. One worker runs the cases in order and streams
/// its results; when it traps or hangs, the case it was running is recorded as crashed or
/// timed out, a fresh worker starts at the next case, and the run goes on.
struct WorkerSupervisor {
    let launcher: WorkerLauncher
    let adapter: any LifecycleAdapter
    let timeLimit: Double
    /// Time a fresh worker may take before it starts its first case.
    let startupAllowance: Double = 30

    func run(_ cases: [ConformanceCase], observers: [any RunObserver]) throws(WorkerFailure) -> RunResults {
        var results = RunResults()
        var remaining = cases[...]
        let total = cases.count
        while !remaining.isEmpty {
            let worker = try WorkerProcess(launcher: launcher, caseIDs: remaining.map(\.id))
            var running: ConformanceCase?
            var startedAny = false
            var deadline = Date(timeIntervalSinceNow: startupAllowance)
            var interruption: CaseInterruption?
            reading: while true {
                switch worker.lines.next(until: deadline) {
                case .line(let line):
                    guard let message = WorkerMessage.parse(line) else { continue }
                    if let id = message.started, let expected = remaining.first, expected.id == id {
                        running = expected
                        startedAny = true
                        deadline = Date(timeIntervalSinceNow: timeLimit)
                        observers.forEach { $0.caseWillRun(expected, index: total - remaining.count, total: total) }
                    } else if let result = message.finished, result.caseID == remaining.first?.id {
                        let index = total - remaining.count
                        results.append(result, seconds: message.seconds)
                        remaining.removeFirst()
                        running = nil
                        deadline = Date(timeIntervalSinceNow: startupAllowance)
                        observers.forEach { $0.caseDidRun(result, seconds: message.seconds ?? 0, index: index, total: total) }
                    }
                case .timeout:
                    worker.kill()
                    _ = worker.waitForEnd()
                    guard running != nil else {
                        throw WorkerFailure("the worker for adapter '\(adapter.name)' did not start within \(Int(startupAllowance)) s")
                    }
                    interruption = .timedOut(seconds: timeLimit)
                    break reading
                case .end:
                    let end = worker.waitForEnd()
                    if remaining.isEmpty { break reading }
                    guard startedAny || end.signal != nil else {
                        let said = worker.errors.lastLine().map { ": \($0)" } ?? ""
                        throw WorkerFailure("the worker for adapter '\(adapter.name)' ended (status \(end.status)) before running a case\(said)")
                    }
                    if running == nil { running = remaining.first }
                    interruption = .crashed(signal: end.signal ?? 0, lastWords: worker.errors.lastLine())
                    break reading
                }
            }
            guard let interrupted = running, let interruption else { continue }
            let result = Self.interruptedResult(interrupted, adapter: adapter.name, interruption: interruption)
            let index = total - remaining.count
            results.append(result, seconds: nil)
            remaining.removeFirst()
            observers.forEach { $0.caseDidRun(result, seconds: 0, index: index, total: total) }
        }
        return results
    }

    /// A failure charging every rule of the case, with what happened and what to do.
    static func interruptedResult(_ conformanceCase: ConformanceCase, adapter: String, interruption: CaseInterruption) -> CaseResult {
        var message: String
        switch interruption {
        case .crashed(let signal, let lastWords):
            message = "adapter '\(adapter)' crashed in case \(conformanceCase.id): \(SignalName.describe(signal))"
            if let lastWords { message += " — \(lastWords)" }
            message += ". The run went on in a fresh worker. To debug: lifecycle-kit check --adapter \(adapter) --case \(conformanceCase.id) --in-process"
        case .timedOut(let seconds):
            message =
                "adapter '\(adapter)' did not finish case \(conformanceCase.id) within its limit of \(CaseRunner.format(seconds)) s (it hangs or loops); "
                + "the worker was stopped and the run went on. A slow but correct adapter can be given more time with --case-timeout SECONDS"
        }
        return CaseResult(
            caseID: conformanceCase.id, ruleIDs: conformanceCase.ruleIDs, adapter: adapter, outcome: .failed([message]), evidence: nil,
            interruption: interruption)
    }
}
