import LifecycleModel

/// Launching into the foreground, into the background, and to open a URL.
enum LaunchCases {
    static let all: [ConformanceCase] = [
        ConformanceCase(
            "LAUNCH-001", "launch into the foreground: willFinish, didFinish, didBecomeActive; inactive until active",
            rules: ["STATES-039", "STATES-043", "APG-056", "APG-057", "STATES-028", "STATES-029"],
            hint: "check that the launch sequence calls both finish-launching methods with applicationState inactive and activates only afterwards",
            stimuli: [.tapIcon],
            expect: .all([.events(Lines.launchForeground), .finalState(.active)])),
        ConformanceCase(
            "LAUNCH-002", "willEnterForeground is never sent during a launch",
            rules: ["STATES-034", "STATES-146"],
            hint: "check that a launch does not reuse the return-to-foreground path",
            stimuli: [.tapIcon],
            expect: .excludes(["willEnterForeground", "scene.sceneWillEnterForeground"], filter: .callbacks)),
        ConformanceCase(
            "LAUNCH-003", "launch into the background: the finish-launching calls see applicationState background and the app is not activated",
            rules: ["STATES-040", "STATES-041", "STATES-044", "STATES-020"],
            hint: "check that a launch for a background event skips activation and reports background inside the launch methods",
            configuration: .with { $0.backgroundModes = [.fetch] }, areas: [.backgroundEvents],
            stimuli: [.backgroundEvent(.fetch)],
            expect: .all([
                .inOrder(["willFinishLaunching@background", "didFinishLaunching@background", "performFetch@background"], filter: .callbacks),
                .excludes(["didBecomeActive", "willEnterForeground"], filter: .callbacks),
                .finalState(.suspended),
            ])),
        ConformanceCase(
            "LAUNCH-004", "a URL launch calls the URL handler between the launch methods and activation",
            rules: ["APG-393"], hint: "check where the open-URL callback is placed in a launch",
            areas: [.urlHandling], stimuli: [.openURL],
            expect: .callbacks(["willFinishLaunching@inactive", "didFinishLaunching@inactive", "openURL@inactive", "didBecomeActive@active"])),
        ConformanceCase(
            "LAUNCH-005", "when a launch method returns false the URL is not handled",
            rules: ["APG-406"], hint: "check that a false return from either launch method suppresses the open-URL callback",
            app: .with { $0.launchMethodsReturn = false }, areas: [.urlHandling], stimuli: [.openURL],
            expect: .all([.excludes(["openURL"], filter: .callbacks), .finalState(.active)])),
        ConformanceCase(
            "LAUNCH-006", "with scenes on iOS 13 the launch connects a scene and activates it through the scene delegate",
            rules: ["SCENE-005"], hint: "check the scene-based launch path: app delegate for launching, scene delegate for the UI",
            configuration: .scenes, stimuli: [.tapIcon],
            expect: .all([
                .inOrder(
                    ["willFinishLaunching@inactive", "didFinishLaunching@inactive", "scene.sceneWillConnect@inactive", "scene.sceneDidBecomeActive@active"],
                    filter: .callbacks),
                .excludes(["didBecomeActive@"], filter: .callbacks),
            ])),
    ]
}
