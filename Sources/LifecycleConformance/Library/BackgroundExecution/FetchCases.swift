import LifecycleModel

/// Background fetch: the fetch mode lets fetch opportunities wake a suspended app and launch
/// a terminated one; the app calls the completion handler as soon as it has fetched.
enum FetchCases {
    /// An app that declares the fetch mode.
    static let fetchMode = Configuration.with { $0.backgroundModes = [.fetch] }

    static let all: [ConformanceCase] = [
        ConformanceCase(
            "FETCH-001", "a fetch app is woken to fetch while suspended and launched into the background to fetch once terminated",
            hint: "check that fetch opportunities reach an app declaring the fetch mode, suspended or terminated, without activating it",
            configuration: fetchMode, areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.fetch), .systemTerminate, .backgroundEvent(.fetch)],
            checks: [
                CaseCheck(
                    "the suspended fetch app is woken in the background to fetch", rules: ["BGEXEC-118", "BGEXEC-071", "APG-102", "BGEXEC-053"],
                    BackgroundEventChecks.wakeBeforeTermination("performFetch")),
                CaseCheck(
                    "once the system ended it, the fetch launches it into the background to fetch",
                    rules: ["BGEXEC-118", "BGEXEC-071", "APG-102", "BGEXEC-053"],
                    BackgroundEventChecks.launchIntoBackground("performFetch", afterTermination: true)),
                BackgroundEventChecks.launchMethodsReadBackground(),
            ]),
        ConformanceCase(
            "FETCH-002", "without the fetch mode the app is neither woken nor launched to fetch",
            hint: "check that fetch events depend on the fetch value of UIBackgroundModes",
            areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon, .homeButton], stimuli: [.backgroundEvent(.fetch), .systemTerminate, .backgroundEvent(.fetch)],
            checks: [
                CaseCheck(
                    "neither fetch reaches the app: no fetch callback, no launch, no wake into the background", rules: ["BGEXEC-119"],
                    .all([
                        .excludes(["performFetch", "willFinishLaunching", "didFinishLaunching"], filter: .callbacks),
                        .excludes(["state:background"], filter: .states),
                        .finalState(.notRunning),
                    ]))
            ]),
        ConformanceCase(
            "FETCH-003", "the app calls the fetch completion handler as soon as it has fetched, so it is suspended again at once",
            subject: .app, hint: "check that application:performFetchWithCompletionHandler: calls its completion handler before returning from the work",
            // The hour of waiting lets any background task of the app run out first, so the check
            // sees what the fetch itself does, not what the app did on leaving.
            configuration: fetchMode, areas: [.backgroundEvents, .appDuties], setup: [.tapIcon, .homeButton, .wait(seconds: 3600)],
            stimuli: [.backgroundEvent(.fetch)],
            checks: [
                CaseCheck(
                    "after the fetch the app is suspended again at once", rules: ["BGEXEC-124"],
                    .all([
                        .inOrder(["performFetch@*"], filter: .callbacks),
                        .inOrder(["state:background", "state:suspended"], filter: .states),
                        .finalState(.suspended),
                    ]))
            ]),
    ]
}
