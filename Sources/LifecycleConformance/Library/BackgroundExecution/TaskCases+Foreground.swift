import LifecycleModel

/// Background tasks begun before the app leaves the foreground, and the extra time an app
/// woken for accessory data gets from one (BGEXEC-020, BGEXEC-150, BGEXEC-152).
extension TaskCases {
    static let beyondTheCallback: [ConformanceCase] = [
        ConformanceCase(
            "TASK-004", "a background task begun while the app is still in the foreground covers it once it moves to the background",
            hint: "grant beginBackgroundTask in the foreground and keep the app running in the background while that task is open",
            app: .with { $0.beginsTaskInForeground = true }, areas: [.backgroundTasks], setup: [.tapIcon], stimuli: [.homeButton, .wait(seconds: 30)],
            checks: [
                CaseCheck(
                    "the task begun in the foreground keeps the app running in the background: it is not suspended half a minute later",
                    rules: ["BGEXEC-020"], .all([.excludes(["state:suspended"], filter: .states), .finalState(.background)]))
            ]),
        ConformanceCase(
            "ACCESSORY-007", "an app woken for accessory data has about ten seconds to process it, then is suspended",
            hint: "give an app that keeps processing accessory data after the callback the accessory time (about 10 s), then suspend it",
            configuration: .with { $0.backgroundModes = [.externalAccessory] }, app: .with { $0.keepsProcessingAccessoryData = true },
            areas: [.backgroundEvents, .watchdog], setup: [.tapIcon, .homeButton],
            stimuli: [.backgroundEvent(.externalAccessory), .wait(seconds: 5), .wait(seconds: 20)],
            checks: [
                CaseCheck("premise: the accessory data reaches the app", rules: [], .inOrder(["accessoryEvent@*"], filter: .callbacks)),
                CaseCheck(
                    "the app still processes the data five seconds later, and is suspended (not ended) well before half a minute",
                    rules: ["BGEXEC-150"], runsThenSuspends(runningAt: 1, suspendedAt: 2)),
            ]),
        ConformanceCase(
            "ACCESSORY-008", "an app that needs more than the accessory time gets it from a background task",
            hint: "let a background task begun in the accessory callback keep the app running past the accessory time",
            configuration: .with { $0.backgroundModes = [.externalAccessory] }, app: .with { $0.beginsTaskForAccessoryData = true },
            areas: [.backgroundEvents, .backgroundTasks], setup: [.tapIcon, .homeButton],
            stimuli: [.backgroundEvent(.externalAccessory), .wait(seconds: 30)],
            checks: [
                CaseCheck("premise: the accessory data reaches the app", rules: [], .inOrder(["accessoryEvent@*"], filter: .callbacks)),
                CaseCheck(
                    "with its background task the app is still running half a minute after the accessory data", rules: ["BGEXEC-152"],
                    .all([.excludes(["state:suspended", "state:not-running"], filter: .states), .finalState(.background)])),
            ]),
        ConformanceCase(
            "TASK-005", "backgroundTimeRemaining reports the time the app has left in the background, and it shrinks as time passes",
            hint: "answer backgroundTimeRemaining in the background with the finite, positive time left before background time expires",
            app: .with {
                $0.finishesWorkInBackground = true
                $0.readsBackgroundTimeRemaining = true
            }, areas: [.backgroundTasks], setup: [.tapIcon], stimuli: [.homeButton, .wait(seconds: 10_000)],
            checks: [
                CaseCheck(
                    "the time remaining read on entering the background is finite and positive, and less is left at the expiration handler",
                    rules: ["BGEXEC-025", "APG-090"], timeRemainingShrinks)
            ]),
    ]

    /// The app's readings of `backgroundTimeRemaining`: the first (on entering the background)
    /// finite and positive, the last (in the expiration handler) smaller and not negative.
    static let timeRemainingShrinks = CaseExpectation.check("background time remaining") { evidence in
        let readings = evidence.holdings.backgroundTimeRemainingReadings
        guard let first = readings.first, let last = readings.last, readings.count >= 2 else {
            return "the app read backgroundTimeRemaining \(readings.count) time(s); "
                + "expected a reading on entering the background and one in the expiration handler"
        }
        if !first.isFinite || first <= 0 { return "on entering the background backgroundTimeRemaining read \(first), not a finite, positive time" }
        if !(last >= 0 && last < first) {
            return "in the expiration handler backgroundTimeRemaining read \(last), not less than the \(first) read on entering the background"
        }
        return nil
    }

    /// The app is still running after stimulus `runningAt` and suspended by the end of
    /// stimulus `suspendedAt`, without its process ending. States are read apart (contract §1).
    static func runsThenSuspends(runningAt: Int, suspendedAt: Int) -> CaseExpectation {
        .check("running, then suspended") { evidence in
            guard let early = evidence.canonical(stimulus: runningAt, .states)?.states,
                let late = evidence.canonical(stimulus: suspendedAt, .states)?.states
            else { return "a stimulus was not sent: an earlier one was refused; check why the adapter refused it" }
            if !early.isEmpty { return "stimulus \(runningAt + 1) already changed the app's state: \(early.joined(separator: ", "))" }
            if late.contains("state:not-running") { return "the app's process ended instead of being suspended" }
            return late.last == "state:suspended" && evidence.finalState == .suspended
                ? nil : "stimulus \(suspendedAt + 1) did not suspend the app; states: " + (late.isEmpty ? "none" : late.joined(separator: ", "))
        }
    }
}
