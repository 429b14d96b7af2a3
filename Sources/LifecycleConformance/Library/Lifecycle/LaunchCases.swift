import LifecycleModel

/// Launching: into the foreground, into the background and to open a URL (LAUNCH), the
/// states a launch passes through and its time budget (LAUNCHX-001…006), and relaunches
/// into the background (LAUNCHX-010…, in `LaunchCases+Relaunch.swift`).
enum LaunchCases {
    static let all: [ConformanceCase] = launches + launchStates + relaunches

    static let launches: [ConformanceCase] = [
        ConformanceCase(
            "LAUNCH-001", "launch into the foreground: willFinish, didFinish, didBecomeActive; inactive until active",
            hint: "check that the launch sequence calls both finish-launching methods with applicationState inactive and activates only afterwards",
            stimuli: [.tapIcon],
            checks: [
                CaseCheck(
                    "willFinishLaunching is the first callback, didFinishLaunching follows it before the app is activated",
                    rules: ["APG-056", "STATES-028", "APG-057", "STATES-029"],
                    .all([
                        .callbacksBegin(with: Lines.launchMethods),
                        .inOrder(["didFinishLaunching@*", "didBecomeActive@*"], filter: .callbacks),
                    ])),
                CaseCheck(
                    "the launch calls exactly willFinish, didFinish, didBecomeActive and ends active", rules: ["STATES-039"],
                    .all([.callbackSequence(Lines.launchMethods + ["didBecomeActive@*"]), .finalState(.active)])),
                CaseCheck(
                    "applicationState reads inactive inside both launch methods", rules: ["STATES-043"],
                    .inOrder(["willFinishLaunching@inactive", "didFinishLaunching@inactive"], filter: .callbacks)),
            ]),
        ConformanceCase(
            "LAUNCH-002", "willEnterForeground is never sent during a launch",
            hint: "check that a launch does not reuse the return-to-foreground path",
            stimuli: [.tapIcon],
            checks: [
                CaseCheck(
                    "the launch calls no willEnterForeground: the app is not leaving the background", rules: ["STATES-034"],
                    .all([
                        .inOrder(Lines.launchMethods, filter: .callbacks),
                        .excludes(["willEnterForeground", "scene.sceneWillEnterForeground"], filter: .callbacks),
                    ]))
            ]),
        ConformanceCase(
            "LAUNCH-003", "launch into the background: the finish-launching calls see applicationState background and the app is not activated",
            hint: "check that a launch for a background event skips activation and reports background inside the launch methods",
            configuration: .with { $0.backgroundModes = [.fetch] }, areas: [.backgroundEvents],
            stimuli: [.backgroundEvent(.fetch)],
            checks: [
                CaseCheck(
                    "the launch calls both finish-launching methods and no didBecomeActive", rules: ["STATES-041"],
                    .all([.inOrder(Lines.launchMethods, filter: .callbacks), .excludes(["didBecomeActive"], filter: .callbacks)])),
                CaseCheck(
                    "applicationState reads background inside both launch methods", rules: ["STATES-044"],
                    .inOrder(["willFinishLaunching@background", "didFinishLaunching@background"], filter: .callbacks)),
                CaseCheck(
                    "the app enters the background, not the inactive state", rules: ["STATES-020"],
                    .all([.inOrder(["state:background"], filter: .states), .excludes(["state:inactive"], filter: .states)])),
                CaseCheck(
                    "the app is not made active: it handles the fetch in the background and is then suspended", rules: ["STATES-040"],
                    .all([
                        .inOrder(["performFetch@background"], filter: .callbacks),
                        .excludes(["didBecomeActive", "willEnterForeground"], filter: .callbacks),
                        .trace(oneOf: [["state:background", "state:suspended"]], filter: .states),
                    ])),
            ]),
        ConformanceCase(
            "LAUNCH-004", "a URL launch calls the URL handler between the launch methods and activation",
            hint: "check where the open-URL callback is placed in a launch",
            areas: [.urlHandling], stimuli: [.openURL],
            checks: [
                CaseCheck(
                    "the launch hands the URL to the app delegate's openURL after the launch methods, before activation", rules: ["APG-393"],
                    .inOrder(Lines.launchMethods + ["openURL@*", "didBecomeActive@*"], filter: .callbacks))
            ]),
        ConformanceCase(
            "LAUNCH-005", "when a launch method returns false the URL is not handled",
            hint: "check that a false return from either launch method suppresses the open-URL callback",
            app: .with { $0.launchMethodsReturn = false }, areas: [.urlHandling], stimuli: [.openURL],
            checks: [
                CaseCheck(
                    "the launch methods run and the URL handler is not called", rules: ["APG-406"],
                    .all([.inOrder(Lines.launchMethods, filter: .callbacks), .excludes(["openURL"], filter: .callbacks)]))
            ]),
        ConformanceCase(
            "LAUNCH-006", "with scenes on iOS 13 the launch activates the app through the scene delegate, not the app delegate",
            hint: "check the scene-based launch path: app delegate for launching, scene delegate for the UI",
            configuration: .scenes, stimuli: [.tapIcon],
            checks: [
                CaseCheck(
                    "after the launch methods the scene delegate, not the app delegate, receives the activation", rules: ["SCENE-005"],
                    .all([
                        .inOrder(Lines.launchMethods + ["scene.sceneDidBecomeActive@*"], filter: .callbacks),
                        .excludes(["didBecomeActive@", "willEnterForeground@"], filter: .callbacks),
                    ]))
            ]),
    ]

    static let launchStates: [ConformanceCase] = [
        ConformanceCase(
            "LAUNCHX-001", "a launch into the background goes straight to background, never inactive, and is suspended after the event",
            hint: "check that a background launch does not pass through inactive and ends suspended",
            configuration: .with { $0.backgroundModes = [.fetch] }, areas: [.backgroundEvents], stimuli: [.backgroundEvent(.fetch)],
            checks: [
                CaseCheck(
                    "the launch enters the background state, never inactive or active", rules: ["LIFECYCLE-060"],
                    .all([.inOrder(["state:background"], filter: .states), .excludes(["state:inactive", "state:active"], filter: .states)])),
                CaseCheck(
                    "the system launches the app straight into the background to deliver the fetch", rules: ["SCENE-032"],
                    .all([
                        .inOrder(Lines.relaunch(delivering: "performFetch"), filter: .callbacks),
                        .excludes(["didBecomeActive", "willEnterForeground"], filter: .callbacks),
                    ])),
                CaseCheck(
                    "once the fetch is handled the app is suspended", rules: ["APG-214"],
                    .all([.inOrder(["performFetch@background"], filter: .callbacks), .finalState(.suspended)])),
            ]),
        ConformanceCase(
            "LAUNCHX-002", "the reading where every launch passes through inactive: background and foreground launches both start inactive",
            hint: "check the backgroundLaunchPassesInactive reading: inactive first, then background or active",
            configuration: .with {
                $0.backgroundModes = [.fetch]
                $0.backgroundLaunchPassesInactive = true
            },
            areas: [.backgroundEvents, .termination], stimuli: [.backgroundEvent(.fetch), .systemTerminate, .tapIcon],
            checks: [
                CaseCheck(
                    "each launch passes through inactive before it reaches background or active", rules: ["STATES-036"],
                    .trace(
                        oneOf: [["state:inactive", "state:background", "state:suspended", "state:not-running", "state:inactive", "state:active"]],
                        filter: .states))
            ]),
        ConformanceCase(
            "LAUNCHX-003", "a foreground launch starts inactive and is completed by applicationDidBecomeActive:",
            hint: "check that the app is inactive until didBecomeActive and active only after it",
            stimuli: [.tapIcon],
            checks: [
                CaseCheck(
                    "the launch passes through inactive before it reaches active", rules: ["SCENE-007"],
                    .trace(oneOf: [["state:inactive", "state:active"]], filter: .states)),
                CaseCheck(
                    "didBecomeActive, seeing applicationState active, completes the launch and the app ends active", rules: ["STATES-075"],
                    .all([.inOrder(["didFinishLaunching@*", "didBecomeActive@active"], filter: .callbacks), .finalState(.active)])),
            ]),
        ConformanceCase(
            "LAUNCHX-004", "a launch that runs past about 5 seconds is killed by the watchdog before it completes",
            hint: "check the launch time budget: 6 s across the finish-launching methods must end in a watchdog termination",
            app: .with { $0.callbackDuration = 3 }, areas: [.watchdog], stimuli: [.tapIcon],
            checks: [
                CaseCheck(
                    "the watchdog ends the launch after didFinishLaunching, before any activation",
                    rules: ["STATES-073", "APG-210", "APG-484", "APG-068", "LIFECYCLE-070"],
                    .all([
                        .inOrder(["didFinishLaunching@*", "terminated(watchdog)"], filter: .events),
                        .excludes(["didBecomeActive"], filter: .callbacks), .finalState(.notRunning),
                    ]))
            ]),
        ConformanceCase(
            "LAUNCHX-005", "a launch that stays within about 5 seconds completes",
            hint: "check that the watchdog does not fire below the launch budget (4.8 s here)",
            app: .with { $0.callbackDuration = 2.4 }, areas: [.watchdog], stimuli: [.tapIcon],
            checks: [
                CaseCheck(
                    "a launch of 4.8 s is not killed and ends active", rules: ["STATES-073", "APG-210"],
                    .all([.excludes(["terminated"], filter: .events), .finalState(.active)]))
            ]),
        ConformanceCase(
            "LAUNCHX-006", "the app finishes launching within its time budget", subject: .app,
            hint: "check how long the app's finish-launching methods take: together they must stay below about 5 seconds",
            areas: [.watchdog], stimuli: [.tapIcon],
            checks: [
                CaseCheck(
                    "the app's launch is not killed by the watchdog and ends active", rules: ["APG-209", "STATES-072"],
                    .all([.excludes(["terminated(watchdog)"], filter: .events), .finalState(.active)]))
            ]),
    ]
}
