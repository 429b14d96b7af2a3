import LifecycleModel

/// Background modes: only a declared mode the app actually uses keeps it from being
/// suspended; each declared mode lets its events wake or launch the app; an app allowed to
/// run in the background is treated like a running app.
enum ModeCases {
    static let all: [ConformanceCase] = [
        ConformanceCase(
            "MODE-001", "an app that uses audio without declaring a background mode is suspended and its audio events stop",
            hint: "check that only a declared UIBackgroundModes value keeps an app running: an app using audio without the audio mode must be suspended",
            app: .with { $0.usesBackgroundMode = .audio }, areas: [.backgroundTransitions, .backgroundEvents],
            setup: [.tapIcon], stimuli: [.homeButton, .backgroundEvent(.audio)],
            checks: [
                CaseCheck(
                    "without a declared mode the app is suspended once in the background",
                    rules: ["BGEXEC-048", "APG-097", "BGEXEC-047", "APG-096", "BGEXEC-057"],
                    .all([.inOrder(["state:background", "state:suspended"], filter: .states), .finalState(.suspended)])),
                CaseCheck(
                    "its audio stops: no audio callback reaches it in the background", rules: ["BGEXEC-061"],
                    .excludes(["audioSessionEvent"], filter: .callbacks)),
            ]),
        ConformanceCase(
            "MODE-002", "declaring the audio mode alone does not keep an app that plays nothing from being suspended",
            hint: "check that a declared mode keeps an app running only while the app actually uses it (the framework's work, not the key, keeps it awake)",
            configuration: .with { $0.backgroundModes = [.audio] }, areas: [.backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "the app that declares audio but plays nothing is suspended once in the background", rules: ["BGEXEC-056"],
                    .all([.inOrder(["state:background", "state:suspended"], filter: .states), .finalState(.suspended)]))
            ]),
        ConformanceCase(
            "MODE-003", "an app that declares several modes is woken for the events of each and launched for them after a system termination",
            hint: "check that every declared UIBackgroundModes value makes its events wake a suspended app and relaunch a terminated one",
            configuration: .with { $0.backgroundModes = [.fetch, .remoteNotification] }, areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon, .homeButton],
            stimuli: [.backgroundEvent(.fetch), .remoteNotification(contentAvailable: true), .systemTerminate, .remoteNotification(contentAvailable: true)],
            checks: [
                CaseCheck(
                    "the suspended app is woken in the background for the events of each declared mode", rules: ["BGEXEC-059", "BGEXEC-007", "APG-084"],
                    .all([
                        .inOrder(["performFetch@background", "didReceiveRemoteNotification@background", "terminated(ended)"], filter: .events),
                        .inOrder(["state:background", "state:not-running"], filter: .states),
                        .excludes(BackgroundEventChecks.foregroundCallbacks, filter: .callbacks),
                    ])),
                CaseCheck(
                    "once the system ended it, a declared mode's event launches it into the background", rules: ["BGEXEC-059"],
                    BackgroundEventChecks.launchIntoBackground("didReceiveRemoteNotification", afterTermination: true)),
                BackgroundEventChecks.launchMethodsReadBackground(),
            ]),
        ConformanceCase(
            "MODE-004", "an app allowed to run in the background gets system notifications at once and applicationWillTerminate: when memory must be freed",
            hint:
                "check that an app kept running in the background (here by audio) is treated like a running app: notifications are posted, not queued, and termination is announced",
            configuration: .with { $0.backgroundModes = [.audio] }, app: .with { $0.usesBackgroundMode = .audio },
            areas: [.queuedNotifications, .memoryPressure, .termination],
            setup: [.tapIcon, .homeButton], stimuli: [.systemChange(.locale, value: 1), .memoryPressure(megabytes: 5000)],
            checks: [
                // BGEXEC-219: an app running in the background receives messages as usual, so
                // the change is posted in the stimulus that makes it, not queued for a later
                // wake-up (contract §7 fixes queuing only for suspended apps).
                CaseCheck(
                    "the locale change is posted at once to the app running in the background", rules: ["BGEXEC-219"],
                    StimulusTrace.shows(0, ["post NSCurrentLocaleDidChangeNotification"], filter: .events)),
                CaseCheck(
                    "when memory must be freed it gets applicationWillTerminate: before its process ends", rules: ["BGEXEC-219"],
                    .all([.inOrder(["willTerminate@background", "terminated(ended)"], filter: .events), .finalState(.notRunning)])),
            ]),
    ]
}
