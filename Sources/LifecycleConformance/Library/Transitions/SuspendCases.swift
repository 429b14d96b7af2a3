import LifecycleModel

/// Suspension: when the system suspends a background app, and that it tells the app nothing
/// (SUSPEND).
enum SuspendCases {
    static let all: [ConformanceCase] = [
        ConformanceCase(
            "SUSPEND-001", "an app with no background work is suspended right after didEnterBackground returns, without a callback",
            hint: "check that suspension follows didEnterBackground at once and that no method announces it",
            areas: [.backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                // Where the suspension is reported relative to didEnterBackground is free
                // (contract §3); that it follows the brief background state in the same
                // stimulus is what the states part shows.
                CaseCheck(
                    "the app with no background work passes briefly through background and is suspended",
                    rules: ["APG-271", "BGEXEC-002", "STATES-018"],
                    .all([.inOrder(["state:background", "state:suspended"], filter: .states), .finalState(.suspended)])),
                CaseCheck(
                    "no callback announces the suspension: the app gets no time after didEnterBackground",
                    rules: ["LIFECYCLE-062", "STATES-022", "SCENE-070"],
                    .callbackSequence(["willResignActive@*", "didEnterBackground@*"])),
            ]),
        ConformanceCase(
            "SUSPEND-002", "once its background task has ended the app is suspended, again without a callback",
            hint: "check that ending the last background task leads to suspension and that no delegate method runs for it",
            app: .finishingWork, areas: [.backgroundTasks], setup: [.tapIcon, .homeButton], stimuli: [.wait(seconds: 200)],
            checks: [
                // The expiration handler is in the chain, the task's end among the answers and
                // the suspension among the states: three parts with no order between them
                // (contract §1), each checked on its own.
                CaseCheck(
                    "the expiring task is ended and the app is then suspended", rules: ["BGEXEC-015"],
                    .all([
                        .inOrder(["expiration-handler"], filter: .everything), .inOrder(["task-ended"], filter: .everything),
                        .trace(oneOf: [["state:suspended"]], filter: .states), .finalState(.suspended),
                    ])),
                CaseCheck("no callback announces the suspension", rules: ["LIFECYCLE-062", "STATES-022"], .callbacks([])),
            ]),
        ConformanceCase(
            "SUSPEND-003", "declaring the location mode does not keep the app from being suspended",
            hint: "check that only modes that keep running (audio) prevent suspension; location does not",
            configuration: .with { $0.backgroundModes = [.location] }, app: .with { $0.usesBackgroundMode = .location },
            areas: [.backgroundTransitions, .backgroundEvents], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "the app that declares location is suspended all the same", rules: ["BGEXEC-085"],
                    .all([.inOrder(["state:suspended"], filter: .states), .finalState(.suspended)]))
            ]),
    ]
}
