import LifecycleCommandLine
import LifecycleConformance

/// Shows a run's progress on standard error and keeps the crash message up to date with
/// the case at work.
final class RunProgress: RunObserver, @unchecked Sendable {
    private let line: ProgressLine
    private let adapter: String
    private let tracksCrashes: Bool

    init(adapter: String, total: Int, context: CommandContext, quiet: Bool, tracksCrashes: Bool) {
        line = ProgressLine(context.words("console.progress", "adapter", adapter), total: total, context: context, quiet: quiet)
        self.adapter = adapter
        self.tracksCrashes = tracksCrashes
    }

    func caseWillRun(_ conformanceCase: ConformanceCase, index: Int, total: Int) {
        if tracksCrashes { CrashGuard.prepare(activity: "running case \(conformanceCase.id) of adapter '\(adapter)' in-process") }
        line.update(done: index, detail: conformanceCase.id)
    }

    func caseDidRun(_ result: CaseResult, seconds: Double, index: Int, total: Int) {
        if tracksCrashes { CrashGuard.prepare(activity: "checking adapter '\(adapter)'") }
        line.update(done: index + 1, detail: result.caseID)
    }

    func finish() { line.finish() }
}
