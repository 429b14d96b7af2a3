import LifecycleModel

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
