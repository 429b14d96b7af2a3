import LifecycleModel

/// Coming back to the foreground (FOREGROUND, FOREGROUNDX).
enum ForegroundCases {
    static let all: [ConformanceCase] = transitions + returns + duties

    /// The last of the app's callbacks before the first touch is one of `lines`: the last code
    /// the app runs before the user can use its interface (STATES-030, SCENE-019). Touches
    /// and callbacks are both in the chain, whose order contract §1 fixes; notifications
    /// beside their callbacks are left out.
    static func lastCallbackBeforeTouch(oneOf lines: [String]) -> CaseExpectation {
        .check("\(lines.joined(separator: " or ")) is the last callback before the first touch") { evidence in
            let chain = evidence.canonical(.everything).chain.filter { !$0.hasPrefix("post ") }
            guard let touch = chain.firstIndex(of: "touch") else { return "the touch after the return was not delivered: \(chain)" }
            let before = chain[..<touch]
            if let last = before.last, lines.contains(last) { return nil }
            return "expected \(lines.joined(separator: " or ")) right before the touch, observed \(before.joined(separator: ", "))"
        }
    }

    static let transitions: [ConformanceCase] = [
        ConformanceCase(
            "FOREGROUND-001", "from suspension: willEnterForeground (in the background), then didBecomeActive",
            hint: "check that returning to the foreground calls willEnterForeground before didBecomeActive, with applicationState background inside it",
            areas: [.foregroundTransitions], setup: [.tapIcon, .homeButton], stimuli: [.tapIcon],
            checks: [
                CaseCheck(
                    "the return calls willEnterForeground, then didBecomeActive, and ends active", rules: ["STATES-146"],
                    .all([.callbackSequence(["willEnterForeground@*", "didBecomeActive@*"]), .finalState(.active)])),
                CaseCheck(
                    "willEnterForeground sees applicationState background: the app is not yet active", rules: ["STATES-034", "APG-061"],
                    .inOrder(["willEnterForeground@background"], filter: .callbacks)),
                CaseCheck(
                    "UIApplicationWillEnterForegroundNotification is posted with willEnterForeground", rules: ["STATES-149", "APG-238"],
                    .inOrder(["willEnterForeground@*", "post UIApplicationWillEnterForegroundNotification"], filter: .events)),
            ]),
        ConformanceCase(
            "FOREGROUND-002", "a URL sent to a suspended app: willEnterForeground, the URL handler, didBecomeActive",
            hint: "check where the open-URL callback sits when the app is woken",
            areas: [.foregroundTransitions, .urlHandling], setup: [.tapIcon, .homeButton], stimuli: [.openURL],
            checks: [
                CaseCheck(
                    "the URL reaches the app delegate's openURL before the app is activated", rules: ["APG-393"],
                    .inOrder(["openURL@*", "didBecomeActive@*"], filter: .callbacks))
            ]),
        ConformanceCase(
            "FOREGROUND-003", "with scenes the scene delegate receives the return to the foreground",
            hint: "check routing of the foreground callbacks to the scene delegate",
            configuration: .scenes, areas: [.foregroundTransitions], setup: [.tapIcon, .homeButton], stimuli: [.tapIcon],
            checks: [
                CaseCheck(
                    "the scene delegate, not the app delegate, receives willEnterForeground and didBecomeActive", rules: ["SCENE-005"],
                    .all([
                        .inOrder(["scene.sceneWillEnterForeground@*", "scene.sceneDidBecomeActive@*"], filter: .callbacks),
                        .excludes(["willEnterForeground@", "didBecomeActive@"], filter: .callbacks),
                    ]))
            ]),
    ]

    static let returns: [ConformanceCase] = [
        ConformanceCase(
            "FOREGROUNDX-001", "tapping the icon launches the app when needed and otherwise brings it back; both end in didBecomeActive",
            hint: "check that didBecomeActive ends both a foreground launch and a return from the background",
            areas: [.foregroundTransitions], stimuli: [.tapIcon, .homeButton, .tapIcon],
            checks: [
                CaseCheck(
                    "the first tap launches the app, the second brings it back without a launch", rules: ["SCENE-001"],
                    .all([
                        .inOrder(Lines.launchMethods, filter: .callbacks),
                        .excludes(["willFinishLaunching", "didFinishLaunching"], filter: .callbacks, stimulus: 2), .finalState(.active),
                    ])),
                CaseCheck(
                    "didBecomeActive ends the launch and ends the return", rules: ["STATES-076"],
                    .inOrder(["didFinishLaunching@*", "didBecomeActive@*", "didEnterBackground@*", "didBecomeActive@*"], filter: .callbacks)),
            ]),
        ConformanceCase(
            "FOREGROUNDX-002", "didBecomeActive: is called as the app becomes the active app, the last code before the user can touch it",
            hint: "check that didBecomeActive sees applicationState active and that no callback stands between it and the first touch",
            areas: [.foregroundTransitions], setup: [.tapIcon, .homeButton], stimuli: [.tapIcon, .touch],
            checks: [
                CaseCheck(
                    "didBecomeActive sees applicationState active and is the last callback before the first touch", rules: ["STATES-030"],
                    .all([
                        .inOrder(["didBecomeActive@active"], filter: .callbacks), lastCallbackBeforeTouch(oneOf: ["didBecomeActive@active"]),
                        .finalState(.active),
                    ]))
            ]),
        ConformanceCase(
            "FOREGROUNDX-003", "with scenes a URL open brings the app forward and sceneDidBecomeActive: is the last code before the interface is used",
            hint: "check that the scene becomes active immediately before it is shown: sceneDidBecomeActive is the last callback before the first touch",
            configuration: .scenes, areas: [.foregroundTransitions, .urlHandling], setup: [.tapIcon, .homeButton], stimuli: [.openURL, .touch],
            checks: [
                // SCENE-019 names "the did-become-active method" whichever delegate receives
                // it; which one must is SCENE-005's check (FOREGROUND-003).
                CaseCheck(
                    "the app becomes active and its did-become-active method is the last code before the first touch",
                    rules: ["SCENE-019", "SCENE-014"],
                    .all([
                        lastCallbackBeforeTouch(oneOf: ["scene.sceneDidBecomeActive@active", "didBecomeActive@active"]), .finalState(.active),
                    ]))
            ]),
        ConformanceCase(
            "FOREGROUNDX-004", "on iOS 12 an app with a scene manifest moves through the app delegate's background and foreground methods",
            hint: "check that scene routing needs iOS 13: on iOS 12 the app delegate gets every transition",
            configuration: .with { $0.appSupportsScenes = true }, areas: [.foregroundTransitions, .backgroundTransitions], setup: [.tapIcon],
            stimuli: [.homeButton, .tapIcon],
            checks: [
                CaseCheck(
                    "deactivation reaches the app delegate's willResignActive", rules: ["SCENE-042"],
                    .all([.inOrder(["willResignActive@*"], filter: .callbacks), .excludes(["scene."], filter: .callbacks)])),
                CaseCheck(
                    "the background transition reaches the app delegate's didEnterBackground", rules: ["SCENE-052"],
                    .all([.inOrder(["didEnterBackground@*"], filter: .callbacks), .excludes(["scene."], filter: .callbacks)])),
                CaseCheck(
                    "activation reaches the app delegate's didBecomeActive", rules: ["SCENE-016"],
                    .all([.inOrder(["didBecomeActive@*"], filter: .callbacks), .excludes(["scene."], filter: .callbacks)])),
            ]),
        ConformanceCase(
            "FOREGROUNDX-005", "with the scene article's reading, applicationWillEnterForeground: moves the app into the inactive state",
            hint: "check the willEnterForegroundApplicationState setting: inactive inside the callback, app inactive after it",
            configuration: .with {
                $0.appSupportsScenes = true
                $0.willEnterForegroundApplicationState = .inactive
            },
            areas: [.foregroundTransitions], setup: [.tapIcon, .homeButton], stimuli: [.tapIcon],
            checks: [
                // Whether the suspended app is reported passing through background on its way
                // back is free (contract §3) and normalised away before the states compare.
                CaseCheck(
                    "the app delegate's willEnterForeground sees inactive and the app moves into inactive, then active", rules: ["SCENE-010"],
                    .all([
                        .inOrder(["willEnterForeground@inactive"], filter: .callbacks),
                        .trace(oneOf: [["state:inactive", "state:active"]], filter: .states),
                    ]))
            ]),
        ConformanceCase(
            "FOREGROUNDX-006", "a local notification delivered to the user does not bring the suspended app forward by itself",
            hint: "check that firing a local notification for a background app shows it to the user and runs no transition",
            areas: [.foregroundTransitions, .localNotifications], setup: [.tapIcon, .scheduleLocalNotifications(count: 1), .homeButton],
            stimuli: [.fireLocalNotification],
            checks: [
                CaseCheck(
                    "the notification goes to the user and the app stays suspended, with no transition", rules: ["BGEXEC-156"],
                    .all([
                        .inOrder(["local-delivered(user)"], filter: .everything),
                        .excludes(["willEnterForeground", "didBecomeActive", "state:"], filter: .everything), .finalState(.suspended),
                    ]))
            ]),
    ]

    static let duties: [ConformanceCase] = [
        ConformanceCase(
            "FOREGROUNDX-010", "returning to the foreground, the app shows its real interface again and restarts its timers", subject: .app,
            hint: "check that applicationWillEnterForeground: undoes what didEnterBackground did and didBecomeActive restarts the stopped work",
            areas: [.appDuties, .foregroundTransitions], setup: [.tapIcon, .homeButton], stimuli: [.tapIcon],
            checks: [
                .duty(
                    "applicationWillEnterForeground: restores the interface hidden for the snapshot", rules: ["STATES-147", "APG-236", "APG-235", "SCENE-011"]),
                .duty("applicationDidBecomeActive: restarts the timers stopped on deactivation", rules: ["APG-233"]),
                // SCENE-018 asks the app to set up its runtime behaviour in its
                // did-become-active method; no duty row carries it, so the holdings are read.
                CaseCheck(
                    "the app's runtime behaviour is set up again once it is active", rules: ["SCENE-018"],
                    .check("runtime behaviour set up") { evidence in
                        evidence.holdings.runningTimers > 0 ? nil : "no timer runs once the app is active again: its runtime behaviour was not set up"
                    }),
            ]),
        ConformanceCase(
            "FOREGROUNDX-011", "with scenes the return to the foreground restores the interface in sceneWillEnterForeground:", subject: .app,
            hint: "check what the app holds when sceneWillEnterForeground: and sceneDidBecomeActive: return",
            configuration: .scenes, areas: [.appDuties, .foregroundTransitions], setup: [.tapIcon, .homeButton], stimuli: [.tapIcon],
            checks: [
                .duty("sceneWillEnterForeground: restores the interface hidden for the snapshot", rules: ["STATES-147", "APG-236", "SCENE-011"]),
                .duty("sceneDidBecomeActive: restarts the timers", rules: ["APG-233"]),
            ]),
    ]
}
