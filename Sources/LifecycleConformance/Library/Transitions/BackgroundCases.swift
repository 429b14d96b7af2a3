import LifecycleModel

/// Leaving the foreground: Home, app switch, scene routing (BACKGROUND), the states it passes
/// through and what the app must do on the way (BACKGROUNDX).
enum BackgroundCases {
    static let all: [ConformanceCase] = transitions + states + duties

    static let transitions: [ConformanceCase] = [
        ConformanceCase(
            "BACKGROUND-001", "Home: willResignActive, didEnterBackground, then the snapshot after it returns",
            hint: "check the order of the two callbacks and that the snapshot is taken only after didEnterBackground returns",
            areas: [.backgroundTransitions, .snapshots], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "Home calls willResignActive, then didEnterBackground", rules: ["STATES-115", "APG-270"],
                    .callbackSequence(["willResignActive@*", "didEnterBackground@*"])),
                CaseCheck(
                    "the snapshot is taken after didEnterBackground returns", rules: ["STATES-120", "APG-137"],
                    .inOrder(["didEnterBackground@*", "snapshot"], filter: .events)),
                CaseCheck(
                    "didEnterBackground is called once the app runs in the background: it sees applicationState background", rules: ["APG-060"],
                    .all([.inOrder(["didEnterBackground@background"], filter: .callbacks), .inOrder(["state:background"], filter: .states)])),
            ]),
        ConformanceCase(
            "BACKGROUND-002", "an app with nothing left to do is suspended without any callback",
            hint: "check that suspension is silent and follows the background state",
            areas: [.backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "after didEnterBackground the background state is a short step to suspended", rules: ["APG-079", "STATES-116"],
                    .all([
                        .inOrder(["didEnterBackground@*"], filter: .callbacks), .inOrder(["state:background", "state:suspended"], filter: .states),
                        .finalState(.suspended),
                    ]))
            ]),
        ConformanceCase(
            "BACKGROUND-003", "switching to another app is handled like Home",
            hint: "check that app switching uses the same background path",
            areas: [.backgroundTransitions], setup: [.tapIcon], stimuli: [.appSwitch],
            checks: [
                CaseCheck(
                    "the app becomes inactive, then moves to the background, with the calls of a Home press", rules: ["STATES-114"],
                    .all([
                        .callbackSequence(["willResignActive@*", "didEnterBackground@*"]),
                        .inOrder(["state:inactive", "state:background"], filter: .states),
                    ]))
            ]),
        ConformanceCase(
            "BACKGROUND-004", "an outstanding background task keeps the app in the background instead of suspended",
            hint: "check that suspension waits for outstanding background tasks",
            app: .finishingWork, areas: [.backgroundTransitions, .backgroundTasks], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "with a task outstanding the app stays in the background, not suspended", rules: ["BGEXEC-013", "APG-086"],
                    .all([
                        .inOrder(["state:background"], filter: .states), .excludes(["state:suspended"], filter: .states), .finalState(.background),
                    ]))
            ]),
        ConformanceCase(
            "BACKGROUND-005", "with scenes on iOS 13 the scene delegate receives the background transition",
            hint: "check routing of the resign/background callbacks to the scene delegate",
            configuration: .scenes, areas: [.backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "deactivation calls the scene delegate's sceneWillResignActive, not the app delegate", rules: ["SCENE-041"],
                    .all([
                        .inOrder(["scene.sceneWillResignActive@*"], filter: .callbacks), .excludes(["willResignActive@"], filter: .callbacks),
                    ])),
                CaseCheck(
                    "deactivation and the background transition both go to the scene delegate", rules: ["SCENE-037"],
                    .callbackSequence(["scene.sceneWillResignActive@*", "scene.sceneDidEnterBackground@*"])),
            ]),
        ConformanceCase(
            "BACKGROUND-006", "before iOS 13 the app delegate receives the background transition even when the app declares scenes",
            hint: "check that scene routing depends on iOS 13 as well as on the scene manifest",
            configuration: .with { $0.appSupportsScenes = true }, areas: [.backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "deactivation calls the app delegate's willResignActive, nothing reaches a scene delegate", rules: ["SCENE-042"],
                    .all([.inOrder(["willResignActive@*"], filter: .callbacks), .excludes(["scene."], filter: .callbacks)])),
                CaseCheck(
                    "each change of state is reported through the app delegate's matching method", rules: ["APG-200"],
                    .callbackSequence(["willResignActive@*", "didEnterBackground@*"])),
            ]),
    ]

    static let states: [ConformanceCase] = [
        ConformanceCase(
            "BACKGROUNDX-001", "Home: the app becomes inactive, then enters the background (posting the notification), then is suspended",
            hint: "check the states a Home press passes through and that didEnterBackground sees applicationState background",
            areas: [.backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck("Home first makes the active app inactive", rules: ["APG-053"], .inOrder(["state:inactive"], filter: .states)),
                CaseCheck(
                    "the app becomes inactive, then moves to the background", rules: ["APG-267"],
                    .inOrder(["state:inactive", "state:background"], filter: .states)),
                CaseCheck(
                    "the app the user stops using moves to the background", rules: ["APG-078", "BGEXEC-001"],
                    .inOrder(["state:background"], filter: .states)),
                CaseCheck(
                    "the background state is brief: the app is then suspended", rules: ["SCENE-031", "LIFECYCLE-058"],
                    .all([.inOrder(["state:background", "state:suspended"], filter: .states), .finalState(.suspended)])),
                CaseCheck(
                    "didEnterBackground is called once the app runs in the background: it sees applicationState background",
                    rules: ["STATES-033"], .inOrder(["didEnterBackground@background"], filter: .callbacks)),
                CaseCheck(
                    "UIApplicationDidEnterBackgroundNotification is posted with didEnterBackground", rules: ["STATES-131"],
                    .inOrder(["didEnterBackground@*", "post UIApplicationDidEnterBackgroundNotification"], filter: .events)),
            ]),
        ConformanceCase(
            "BACKGROUNDX-002", "when another app comes forward the app becomes inactive, then moves to the background",
            hint: "check that an app switch passes through inactive before the background",
            areas: [.backgroundTransitions], setup: [.tapIcon], stimuli: [.appSwitch],
            checks: [
                CaseCheck(
                    "the app becomes inactive, then moves to the background: willResignActive, then didEnterBackground", rules: ["APG-269"],
                    .all([
                        .inOrder(["state:inactive", "state:background"], filter: .states),
                        .callbackSequence(["willResignActive@*", "didEnterBackground@*"]),
                    ]))
            ]),
        ConformanceCase(
            "BACKGROUNDX-003", "with scenes the scene resigns active before it enters the background, and is then suspended",
            hint: "check the order of sceneWillResignActive and sceneDidEnterBackground and the brief background state",
            configuration: .scenes, areas: [.backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                // SCENE-039 fixes the order whichever delegate receives the two calls; which
                // one must receive them is SCENE-037's check (BACKGROUND-005).
                CaseCheck(
                    "resign-active comes immediately before did-enter-background", rules: ["SCENE-039"],
                    .anyOf([
                        .callbackSequence(["scene.sceneWillResignActive@*", "scene.sceneDidEnterBackground@*"]),
                        .callbackSequence(["willResignActive@*", "didEnterBackground@*"]),
                    ])),
                CaseCheck(
                    "the app is in the background briefly, then suspended", rules: ["SCENE-031"],
                    .all([.inOrder(["state:background", "state:suspended"], filter: .states), .finalState(.suspended)])),
            ]),
    ]
}
