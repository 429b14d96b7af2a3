import LifecycleModel

/// The expiration handler is the app's last chance: the time is nearly up when it runs, so it
/// must be brief (APG-089, BGEXEC-027). The kit sees how long the handler ran through
/// `AppSide.backgroundTaskWillExpire`'s result; a handler still running when the time is up
/// ends the app with `expiration-handler-overrun`.
extension TaskCases {
    static let expirationHandler: [ConformanceCase] = [
        ConformanceCase(
            "TASK-006", "the app's expiration handler returns before the background time runs out", subject: .app,
            hint: "check that an expiration handler only ends its task (no upload, no long save): the app's termination is imminent when it runs",
            areas: [.backgroundTasks, .appDuties], setup: [.tapIcon], stimuli: [.homeButton, .wait(seconds: 3600)],
            checks: [
                // Vacuous for an app that begins no task: then no handler runs.
                CaseCheck(
                    "no expiration handler is still running when the time is up: the system never ends the app for it",
                    rules: ["APG-089", "BGEXEC-027"], .excludes(["terminated(expiration-handler-overrun)"], filter: .everything))
            ])
    ]
}
