import LifecycleModel

/// The readings of `spec/conflicts.json` that a configuration setting selects against the
/// model's default: each case sets one setting and checks the behaviour of the rule it
/// selects (CONFLICT). The default readings are checked by the families of their areas.
enum ConflictCases {
    static let all: [ConformanceCase] = purgeOrder + reboot + downloadHandOff

    /// An app that keeps running in the background on a background task and holds 500 MB.
    static let largeRunningApp = ReferenceApp.Options.with {
        $0.finishesWorkInBackground = true
        $0.memoryFootprintMegabytes = 500
    }

    static let purgeOrder: [ConformanceCase] = [
        ConformanceCase(
            "CONFLICT-001", "with the largest-first purge order, a large app running in the background is ended before smaller suspended apps",
            hint: "check memoryPurgeOrder = largest-first: the app holding the most memory in the background goes first, even while it runs",
            configuration: .with { $0.memoryPurgeOrder = .largestFirst }, app: largeRunningApp, areas: [.memoryPressure, .backgroundTasks],
            setup: [.tapIcon, .homeButton], stimuli: [.memoryPressure(megabytes: 100)],
            checks: [
                CaseCheck(
                    "the 500 MB app running in the background is told it will terminate and is ended, though purging a suspended app would do",
                    rules: ["STATES-135", "APG-279"],
                    .all([.inOrder(["willTerminate@background", "terminated(ended)"], filter: .events), .finalState(.notRunning)]))
            ])
    ]

    static let reboot: [ConformanceCase] = [
        ConformanceCase(
            "CONFLICT-002", "with the reading that a reboot warns running apps, the active app gets applicationWillTerminate: before the reboot ends it",
            hint: "check rebootCallsWillTerminate = true: a running app hears of its end at a reboot, with the applicationState of its state",
            configuration: .with { $0.rebootCallsWillTerminate = true }, areas: [.termination], setup: [.tapIcon], stimuli: [.reboot],
            checks: [
                CaseCheck(
                    "applicationWillTerminate: runs in the active app, then the reboot ends it", rules: ["STATES-198"],
                    .all([.inOrder(["willTerminate@active", "terminated(ended)"], filter: .events), .finalState(.notRunning)]))
            ]),
        ConformanceCase(
            "CONFLICT-003", "with the reading that a reboot warns running apps, a suspended app still hears nothing",
            hint: "check rebootCallsWillTerminate = true still leaves a suspended app without applicationWillTerminate:",
            configuration: .with { $0.rebootCallsWillTerminate = true }, areas: [.termination], setup: [.tapIcon, .homeButton], stimuli: [.reboot],
            checks: [
                CaseCheck(
                    "the suspended app is ended by the reboot without any callback", rules: ["STATES-202", "STATES-206"],
                    .all([.excludes(["willTerminate"], filter: .callbacks), .finalState(.notRunning)]))
            ]),
    ]

    /// An app with a background session whose hand-off keeps it running, as the
    /// translation of APG-083 reads.
    static let handOffKeepsRunning = Configuration.with {
        $0.sessionSendsLaunchEvents = true
        $0.downloadHandOffKeepsAppRunning = true
    }

    static let downloadHandOff: [ConformanceCase] = [
        ConformanceCase(
            "CONFLICT-004", "with the translation's reading of the download hand-off, the app is not suspended while the system carries its transfers",
            hint: "check downloadHandOffKeepsAppRunning = true: an app with a background session stays running in the background",
            configuration: handOffKeepsRunning, areas: [.backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton, .wait(seconds: 600)],
            checks: [
                CaseCheck(
                    "the app enters the background and is still running there ten minutes later", rules: ["APG-486"],
                    .all([.inOrder(["state:background"], filter: .states), .excludes(["state:suspended"], filter: .states), .finalState(.background)]))
            ]),
        ConformanceCase(
            "CONFLICT-005", "with the translation's reading of the download hand-off, the app is suspended once its transfers have finished",
            hint: "check that the end of the background session lets the app kept running for it be suspended",
            configuration: handOffKeepsRunning, areas: [.backgroundEvents], setup: [.tapIcon, .homeButton],
            stimuli: [.backgroundEvent(.urlSessionComplete)],
            checks: [
                // The app still runs when the transfers end: which callback tells it is BGEXEC-039's
                // business (DOWNLOAD-004 and 005), so the premise accepts either.
                CaseCheck("premise: the session's end reaches the running app in the background", rules: [], sessionEndReachesApp),
                CaseCheck(
                    "once the session has ended, the app kept running for it is suspended", rules: ["APG-486"],
                    .all([
                        .inOrder(["state:suspended"], filter: .states), .finalState(.suspended),
                    ])),
            ]),
    ]

    /// The end of a background session reached the app, through its session delegate or the
    /// app delegate's events-for-session method.
    static let sessionEndReachesApp = CaseExpectation.check("the session's end reaches the app") { evidence in
        let callbacks = evidence.canonical(.callbacks).chain
        let reached = callbacks.contains { $0.hasPrefix("urlSessionTaskDidComplete@") || $0.hasPrefix("handleEventsForBackgroundURLSession@") }
        return reached
            ? nil : "the end of the background session reached no callback; callbacks: " + (callbacks.isEmpty ? "none" : callbacks.joined(separator: ", "))
    }
}
