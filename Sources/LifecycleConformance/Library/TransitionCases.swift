import LifecycleModel

/// Leaving the foreground: Home, app switch, snapshot, suspension.
enum BackgroundTransitionCases {
    static let all: [ConformanceCase] = [
        ConformanceCase(
            "BACKGROUND-001", "Home: willResignActive, didEnterBackground, then the snapshot after it returns",
            rules: ["STATES-115", "APG-270", "STATES-120", "APG-137", "APG-060"],
            hint: "check the order of the two callbacks and that the snapshot is taken only after didEnterBackground returns",
            areas: [.backgroundTransitions, .snapshots], setup: [.tapIcon], stimuli: [.homeButton],
            expect: .events(Lines.resign + Lines.enterBackground + ["snapshot"])),
        ConformanceCase(
            "BACKGROUND-002", "an app with nothing left to do is suspended without any callback",
            rules: ["APG-079", "STATES-116"], hint: "check that suspension is silent and follows the background state",
            areas: [.backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            expect: .all([.trace(oneOf: [["state:inactive", "state:background", "state:suspended"]], filter: .states), .finalState(.suspended)])),
        ConformanceCase(
            "BACKGROUND-003", "switching to another app is handled like Home",
            rules: ["STATES-114"], hint: "check that app switching uses the same background path",
            areas: [.backgroundTransitions], setup: [.tapIcon], stimuli: [.appSwitch],
            expect: .events(Lines.resign + Lines.enterBackground + ["snapshot"])),
        ConformanceCase(
            "BACKGROUND-004", "an outstanding background task keeps the app in the background instead of suspended",
            rules: ["BGEXEC-013", "APG-086"], hint: "check that suspension waits for outstanding background tasks",
            app: .finishingWork, areas: [.backgroundTransitions, .backgroundTasks], setup: [.tapIcon], stimuli: [.homeButton],
            expect: .finalState(.background)),
        ConformanceCase(
            "BACKGROUND-005", "with scenes on iOS 13 the scene delegate receives the background transition",
            rules: ["SCENE-041", "SCENE-037"], hint: "check routing of the resign/background callbacks to the scene delegate",
            configuration: .scenes, areas: [.backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            expect: .callbacks(["scene.sceneWillResignActive@active", "scene.sceneDidEnterBackground@background"])),
        ConformanceCase(
            "BACKGROUND-006", "before iOS 13 the app delegate receives the background transition even when the app declares scenes",
            rules: ["SCENE-042", "APG-200"], hint: "check that scene routing depends on iOS 13 as well as on the scene manifest",
            configuration: .with { $0.appSupportsScenes = true }, areas: [.backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            expect: .callbacks(["willResignActive@active", "didEnterBackground@background"])),
    ]
}

/// Coming back to the foreground.
enum ForegroundTransitionCases {
    static let all: [ConformanceCase] = [
        ConformanceCase(
            "FOREGROUND-001", "from suspension: willEnterForeground (in the background), then didBecomeActive",
            rules: ["STATES-146", "STATES-149", "APG-061", "STATES-034", "APG-238"],
            hint: "check that returning to the foreground calls willEnterForeground before didBecomeActive, with applicationState background inside it",
            areas: [.foregroundTransitions], setup: [.tapIcon, .homeButton], stimuli: [.tapIcon],
            expect: .all([.events(Lines.enterForeground + Lines.becomeActive), .finalState(.active)])),
        ConformanceCase(
            "FOREGROUND-002", "a URL sent to a suspended app: willEnterForeground, the URL handler, didBecomeActive",
            rules: ["APG-393"], hint: "check where the open-URL callback sits when the app is woken",
            areas: [.foregroundTransitions, .urlHandling], setup: [.tapIcon, .homeButton], stimuli: [.openURL],
            expect: .callbacks(["willEnterForeground@background", "openURL@inactive", "didBecomeActive@active"])),
        ConformanceCase(
            "FOREGROUND-003", "with scenes the scene delegate receives the return to the foreground",
            rules: ["SCENE-005"], hint: "check routing of the foreground callbacks to the scene delegate",
            configuration: .scenes, areas: [.foregroundTransitions], setup: [.tapIcon, .homeButton], stimuli: [.tapIcon],
            expect: .callbacks(["scene.sceneWillEnterForeground@background", "scene.sceneDidBecomeActive@active"])),
    ]
}
