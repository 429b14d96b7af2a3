import Dispatch
import Foundation
import LifecycleCommandLine

/// Ends the program when the work it watches stops making progress: an adapter that hangs
/// inside one step of `explore` runs in this process and cannot be interrupted, so after
/// ``limit`` seconds without a ``tick(_:)`` the watchdog prints one line naming what was
/// under way and exits with status 3 ("could not complete").
final class StallWatchdog: @unchecked Sendable {
    /// Seconds without progress before the program ends.
    let limit: Double
    private let context: CommandContext
    private let lock = NSLock()
    private var lastTick = ContinuousClock.now
    private var activity: String
    private var timer: DispatchSourceTimer?

    init(limit: Double, activity: String, context: CommandContext) {
        self.limit = limit
        self.activity = activity
        self.context = context
    }

    /// Starts watching.
    func start() {
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "lifecycle-kit.watchdog"))
        timer.schedule(deadline: .now() + 1, repeating: 1)
        timer.setEventHandler { [weak self] in self?.check() }
        self.timer = timer
        timer.resume()
    }

    /// Records progress; `activity` says what is under way now.
    func tick(_ activity: String? = nil) {
        lock.withLock {
            lastTick = ContinuousClock.now
            if let activity { self.activity = activity }
        }
    }

    /// Stops watching.
    func stop() {
        timer?.cancel()
        timer = nil
    }

    private func check() {
        let (silent, activity) = lock.withLock { (ProgressLine.seconds(ContinuousClock.now - lastTick), self.activity) }
        guard silent > limit else { return }
        context.error(context.words("explore.stalled", ["seconds": "\(Int(limit))", "activity": activity]))
        exit(3)
    }
}
