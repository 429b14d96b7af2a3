import LifecycleModel

/// The app's structure: what the Info.plist decides, touch delivery, and launch and
/// background callbacks that return before the watchdog ends the app.
enum StructureCases {
    static let all: [ConformanceCase] = [
        ConformanceCase(
            "STRUCTURE-001", "a background mode declared in the Info.plist lets its event reach the app",
            hint: "check that UIBackgroundModes from the configuration decides which background events are delivered",
            configuration: .with { $0.backgroundModes = [.fetch] }, areas: [.backgroundEvents], setup: [.tapIcon, .homeButton],
            stimuli: [.backgroundEvent(.fetch)],
            checks: [
                CaseCheck(
                    "the declared fetch mode lets the fetch wake the suspended app in the background", rules: ["APG-009"],
                    BackgroundEventChecks.wake("performFetch"))
            ]),
        ConformanceCase(
            "STRUCTURE-002", "without the mode in the Info.plist the same event is not delivered",
            hint: "check that an undeclared background mode is treated as absent",
            areas: [.backgroundEvents], setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.fetch)],
            checks: [
                CaseCheck(
                    "the fetch reaches no callback and does not wake the app", rules: ["APG-009"],
                    .all([BackgroundEventChecks.nothingHappens, .finalState(.suspended)]))
            ]),
        ConformanceCase(
            "STRUCTURE-003", "the foreground app receives the user's touch events",
            hint: "check that touches reach an active app",
            setup: [.tapIcon], stimuli: [.touch, .touch],
            checks: [
                CaseCheck(
                    "both touches reach the active app, which stays active", rules: ["STATES-004"],
                    .all([.trace(oneOf: [["touch", "touch"]], filter: .everything), .finalState(.active)]))
            ]),
        ConformanceCase(
            "STRUCTURE-004", "the app's launch methods return promptly enough to escape the watchdog",
            subject: .app, hint: "check that network access and other slow launch work runs asynchronously, off the main thread",
            areas: [.watchdog], stimuli: [.tapIcon],
            checks: [
                CaseCheck(
                    "the launch completes without the watchdog ending the app", rules: ["STATES-074", "APG-211", "APG-481", "APG-483"],
                    .all([.excludes(["terminated(watchdog)"], filter: .events), .finalState(.active)]))
            ]),
        ConformanceCase(
            "STRUCTURE-005", "applicationDidEnterBackground: returns promptly; longer work is left to a secondary thread",
            subject: .app, hint: "check that didEnterBackground only starts long work (on another thread, in a background task) and returns",
            areas: [.watchdog, .backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "applicationDidEnterBackground: runs and the watchdog does not end the app", rules: ["APG-265", "APG-481", "APG-483"],
                    .all([.inOrder(["didEnterBackground@*"], filter: .callbacks), .excludes(["terminated(watchdog)"], filter: .events)]))
            ]),
        ConformanceCase(
            "STRUCTURE-006", "an app that exits on suspend returns from applicationWillTerminate: before the watchdog ends it",
            subject: .app, hint: "check that the quitting path (willTerminate) does no slow work on the main thread",
            configuration: .with { $0.exitsOnSuspend = true }, areas: [.watchdog, .termination], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "applicationWillTerminate: returns and the process ends normally, not by the watchdog", rules: ["APG-483", "APG-481"],
                    .all([
                        .inOrder(["willTerminate@*", "terminated(ended)"], filter: .events),
                        .excludes(["terminated(watchdog)"], filter: .events),
                    ]))
            ]),
    ]
}
