import LifecycleModel

/// Which configurations have a background state at all (STATE-020…022) and which delegate
/// receives the transitions with and without scenes (STATE-030…032).
extension StateCases {
    static let multitasking: [ConformanceCase] = [
        ConformanceCase(
            "STATE-020", "on iOS 3.2 the app never enters the background or suspended state",
            hint: "check that iOS versions before 4.0 have no background or suspended state on any path",
            configuration: .with {
                $0.iosVersion = .init(3, 2)
                $0.linkedSDKVersion = .init(3, 2)
            },
            areas: [.interruptions, .termination], stimuli: [.tapIcon, .incomingCall, .answerCall, .tapIcon, .homeButton],
            checks: [
                CaseCheck(
                    "no step enters the background or suspended state; leaving ends the app", rules: ["STATES-024", "STATES-119"],
                    .all([
                        .excludes(["state:background", "state:suspended"], filter: .states), .everyStimulusAccepted, .finalState(.notRunning),
                    ]))
            ]),
        ConformanceCase(
            "STATE-021", "on iOS 12 a device without multitasking never puts the app in the background or suspended state",
            hint: "check that the device's multitasking support, not only the iOS version, gates the background state",
            configuration: .with { $0.deviceSupportsMultitasking = false }, areas: [.interruptions, .termination],
            stimuli: [.tapIcon, .lock, .unlock, .homeButton, .tapIcon, .appSwitch],
            checks: [
                CaseCheck(
                    "no step enters the background or suspended state; leaving ends the app", rules: ["STATES-025", "STATES-119"],
                    .all([
                        .excludes(["state:background", "state:suspended"], filter: .states), .everyStimulusAccepted, .finalState(.notRunning),
                    ]))
            ]),
        ConformanceCase(
            "STATE-022", "on iOS 4.0 with a multitasking device Home moves the app to the background",
            hint: "check that iOS 4.0 on a capable device already has the background state",
            configuration: .with {
                $0.iosVersion = .init(4, 0)
                $0.linkedSDKVersion = .init(4, 0)
            },
            areas: [.backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                // The state inside didEnterBackground (contract §2) and the states passed
                // through (contract §3) are compared each in its own part; where the state
                // change is reported relative to the callback is free.
                CaseCheck(
                    "Home moves the app to the background: didEnterBackground sees background, no termination", rules: ["STATES-119"],
                    .all([
                        .inOrder(["didEnterBackground@background"], filter: .callbacks), .inOrder(["state:background"], filter: .states),
                        .excludes(["willTerminate"], filter: .callbacks),
                    ]))
            ]),
    ]

    static let scenes: [ConformanceCase] = [
        ConformanceCase(
            "STATE-030", "on iOS 12 every transition goes to the app delegate even when the app declares scenes",
            hint: "check that scene routing needs iOS 13: before it, foreground, deactivation and background calls go to the app delegate",
            configuration: .with { $0.appSupportsScenes = true }, areas: [.interruptions, .backgroundTransitions, .foregroundTransitions],
            stimuli: [.tapIcon, .incomingCall, .declineCall, .homeButton, .tapIcon],
            checks: [
                CaseCheck(
                    "activation and the return to the foreground reach the app delegate, nothing reaches a scene delegate", rules: ["SCENE-006"],
                    .all([.inOrder(["didBecomeActive@*"], filter: .callbacks), .excludes(["scene."], filter: .callbacks)])),
                CaseCheck(
                    "deactivation and the move to the background reach the app delegate, nothing reaches a scene delegate", rules: ["SCENE-038"],
                    .all([
                        .inOrder(["willResignActive@*", "willResignActive@*", "didEnterBackground@*"], filter: .callbacks),
                        .excludes(["scene."], filter: .callbacks),
                    ])),
            ]),
        ConformanceCase(
            "STATE-031", "with scenes on iOS 13, leaving the background calls sceneWillEnterForeground (scene inactive), then sceneDidBecomeActive",
            hint: "check the scene delegate's foreground callbacks and that the scene is inactive before it is activated",
            configuration: .scenes, areas: [.foregroundTransitions], setup: [.tapIcon, .homeButton], stimuli: [.tapIcon],
            checks: [
                // Whether the suspended app is reported passing through background on its
                // way back is free (contract §3); the states are compared after that stop is
                // normalised away, and not relative to the callbacks.
                CaseCheck(
                    "the scene delegate's sceneWillEnterForeground is called as the app moves to inactive", rules: ["SCENE-009"],
                    .all([
                        .inOrder(["scene.sceneWillEnterForeground@*"], filter: .callbacks),
                        .trace(oneOf: [["state:inactive", "state:active"]], filter: .states),
                    ])),
                CaseCheck(
                    "the scene delegate's sceneDidBecomeActive is called as the app becomes active", rules: ["SCENE-015"],
                    .all([.inOrder(["scene.sceneDidBecomeActive@active"], filter: .callbacks), .finalState(.active)])),
            ]),
        ConformanceCase(
            "STATE-032", "with scenes on iOS 13, entering the background calls sceneDidEnterBackground on the scene delegate",
            hint: "check that the background transition reaches the scene delegate and not the app delegate",
            configuration: .scenes, areas: [.backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "the scene delegate, not the app delegate, receives didEnterBackground", rules: ["SCENE-051"],
                    .all([
                        .inOrder(["scene.sceneDidEnterBackground@*"], filter: .callbacks), .excludes(["didEnterBackground@"], filter: .callbacks),
                    ]))
            ]),
    ]
}
