import LifecycleModel

/// Alerts, calls, banners, Notification Center and Sleep/Wake (INTERRUPT, INTERRUPTX-001…004);
/// what the app itself must do when deactivated and reactivated is in
/// `InterruptCases+Duties.swift`.
enum InterruptCases {
    static let all: [ConformanceCase] = interruptions + interruptionStates + duties

    static let interruptions: [ConformanceCase] = [
        ConformanceCase(
            "INTERRUPT-001", "an incoming call deactivates the app: willResignActive, then inactive",
            hint: "check that an alert-style interruption sends willResignActive and stops at inactive",
            areas: [.interruptions], setup: [.tapIcon], stimuli: [.incomingCall],
            checks: [
                CaseCheck("the call calls willResignActive and nothing else", rules: ["STATES-080"], .callbackSequence(["willResignActive@*"])),
                CaseCheck(
                    "willResignActive is called while the app is still active, and it then becomes inactive", rules: ["APG-059"],
                    .all([.inOrder(["willResignActive@active"], filter: .callbacks), .trace(oneOf: [["state:inactive"]], filter: .states)])),
                CaseCheck(
                    "the foreground app becomes inactive", rules: ["APG-054"],
                    .all([.trace(oneOf: [["state:inactive"]], filter: .states), .finalState(.inactive)])),
            ]),
        ConformanceCase(
            "INTERRUPT-002", "a declined call reactivates the app with didBecomeActive",
            hint: "check that the end of an interruption sends didBecomeActive",
            areas: [.interruptions], setup: [.tapIcon], stimuli: [.incomingCall, .wait(seconds: 30), .declineCall],
            checks: [
                CaseCheck(
                    "the app stays inactive while the alert is up", rules: ["STATES-081"],
                    .all([.nothingHappens(stimulus: 1), .trace(oneOf: [["state:inactive", "state:active"]], filter: .states)])),
                CaseCheck(
                    "declining the call calls didBecomeActive and the app ends active", rules: ["STATES-082"],
                    .all([.callbackSequence(["didBecomeActive@*"], stimulus: 2), .finalState(.active)])),
                CaseCheck(
                    "didBecomeActive is called once the app is active: it sees applicationState active", rules: ["APG-058"],
                    .all([.callbackSequence(["didBecomeActive@active"], stimulus: 2), .states(["state:active"], stimulus: 2)])),
            ]),
        ConformanceCase(
            "INTERRUPT-003", "while an alert is up the app receives no touch events",
            hint: "check that input is withheld from an inactive app",
            areas: [.interruptions], setup: [.tapIcon, .incomingCall], stimuli: [.touch],
            checks: [CaseCheck("a touch during the alert is refused", rules: ["STATES-090", "APG-226"], .refused(.stimulusNotApplicable))]),
        ConformanceCase(
            "INTERRUPT-004", "an answered call sends the app to the background",
            hint: "check that answering a call continues into didEnterBackground",
            areas: [.interruptions], setup: [.tapIcon, .incomingCall], stimuli: [.answerCall],
            checks: [
                CaseCheck(
                    "answering the call calls didEnterBackground, not didBecomeActive, and the app moves to the background", rules: ["STATES-082"],
                    .all([.callbackSequence(["didEnterBackground@*"]), .inOrder(["state:background"], filter: .states)]))
            ]),
        ConformanceCase(
            "INTERRUPT-005", "a banner does not deactivate the app, which keeps receiving touches",
            hint: "check that banner notifications send no callback",
            areas: [.interruptions], setup: [.tapIcon], stimuli: [.notificationBanner, .touch],
            checks: [
                CaseCheck(
                    "the banner changes nothing and the touch arrives", rules: ["STATES-083"],
                    .all([.trace(oneOf: [["touch"]], filter: .everything), .finalState(.active)]))
            ]),
        ConformanceCase(
            "INTERRUPT-006", "pulling down the notification centre deactivates the app; dismissing it reactivates it",
            hint: "check the notification centre is treated as a temporary interruption",
            areas: [.interruptions], setup: [.tapIcon], stimuli: [.pullNotificationCenter, .dismissNotificationCenter],
            checks: [
                CaseCheck(
                    "pulling Notification Center down deactivates the app: willResignActive, then inactive", rules: ["STATES-084"],
                    .all([.callbackSequence(["willResignActive@*"], stimulus: 0), .states(["state:inactive"], stimulus: 0)])),
                CaseCheck(
                    "dismissing it reactivates the app: didBecomeActive, then active", rules: ["STATES-085"],
                    .all([.callbackSequence(["didBecomeActive@*"], stimulus: 1), .states(["state:active"], stimulus: 1)])),
            ]),
        ConformanceCase(
            "INTERRUPT-007", "locking the device moves the app to the background (default reading)",
            hint: "check Sleep/Wake handling: resign active, then enter the background",
            areas: [.interruptions], setup: [.tapIcon], stimuli: [.lock],
            checks: [
                CaseCheck(
                    "locking the device moves the app to the background", rules: ["BGEXEC-009"],
                    .all([.inOrder(["didEnterBackground@*"], filter: .callbacks), .inOrder(["state:background"], filter: .states)])),
                CaseCheck(
                    "the app first becomes inactive, then moves to the background", rules: ["APG-268", "STATES-114"],
                    .all([
                        .inOrder(["willResignActive@*", "didEnterBackground@*"], filter: .callbacks),
                        .inOrder(["state:inactive", "state:background"], filter: .states),
                    ])),
            ]),
        ConformanceCase(
            "INTERRUPT-008", "with the older Sleep/Wake reading, locking only deactivates the app",
            hint: "check the sleepWakeBehaviour setting: inactive means no didEnterBackground",
            configuration: .with { $0.sleepWakeBehaviour = .inactive }, areas: [.interruptions], setup: [.tapIcon], stimuli: [.lock, .touch],
            checks: [
                CaseCheck(
                    "locking deactivates the app with willResignActive and touches are disabled", rules: ["STATES-087"],
                    .all([.callbackSequence(["willResignActive@*"]), .refused(.stimulusNotApplicable), .finalState(.inactive)])),
                CaseCheck(
                    "the app's state reads inactive, not background: no didEnterBackground", rules: ["STATES-088"],
                    .all([.excludes(["didEnterBackground"], filter: .callbacks), .trace(oneOf: [["state:inactive"]], filter: .states)])),
            ]),
        ConformanceCase(
            "INTERRUPT-009", "unlocking returns to the app that was in front",
            hint: "check that unlocking brings the app that was frontmost back to active",
            areas: [.interruptions], setup: [.tapIcon, .lock], stimuli: [.unlock],
            checks: [
                CaseCheck(
                    "unlocking brings the app back from the background: willEnterForeground, then didBecomeActive", rules: ["STATES-146"],
                    .all([.callbackSequence(["willEnterForeground@*", "didBecomeActive@*"]), .finalState(.active)]))
            ]),
    ]

    static let interruptionStates: [ConformanceCase] = [
        ConformanceCase(
            "INTERRUPTX-001", "a call makes the active app inactive for as long as the alert is up, then active again",
            hint: "check that willResignActive comes while the app is still active, and the app is inactive until the call is declined",
            areas: [.interruptions], setup: [.tapIcon], stimuli: [.incomingCall, .declineCall],
            checks: [
                CaseCheck("the call changes the foreground app's state to inactive", rules: ["LIFECYCLE-052"], .states(["state:inactive"], stimulus: 0)),
                CaseCheck(
                    "the app is inactive while the alert is up, active again once it is declined", rules: ["STATES-079"],
                    .trace(oneOf: [["state:inactive", "state:active"]], filter: .states)),
                CaseCheck(
                    "willResignActive is called while the app is still active, and it then stops being active", rules: ["STATES-031"],
                    .all([.inOrder(["willResignActive@active"], filter: .callbacks), .states(["state:inactive"], stimulus: 0)])),
            ]),
        ConformanceCase(
            "INTERRUPTX-002", "with scenes an alert deactivates the app through sceneWillResignActive:",
            hint: "check that a temporary interruption deactivates a scene-based app through its scene delegate",
            configuration: .scenes, areas: [.interruptions], setup: [.tapIcon], stimuli: [.incomingCall],
            checks: [
                CaseCheck(
                    "the alert deactivates the app", rules: ["SCENE-040"],
                    .all([.trace(oneOf: [["state:inactive"]], filter: .states), .finalState(.inactive)])),
                CaseCheck(
                    "the scene delegate receives sceneWillResignActive, and nothing else is called", rules: ["SCENE-041"],
                    .callbackSequence(["scene.sceneWillResignActive@*"])),
            ]),
        ConformanceCase(
            "INTERRUPTX-003", "after Sleep/Wake the screen is locked: the app cannot be brought forward until the device is unlocked",
            hint: "check that locking leaves the device locked so that tapping the app's icon is refused",
            areas: [.interruptions], setup: [.tapIcon, .lock], stimuli: [.tapIcon],
            checks: [CaseCheck("tapping the icon of the locked device is refused", rules: ["STATES-089"], .refused(.stimulusNotApplicable))]),
        ConformanceCase(
            "INTERRUPTX-004", "during an alert the app keeps receiving notifications",
            hint: "check that an inactive app is still told of system changes at once",
            areas: [.interruptions, .queuedNotifications], setup: [.tapIcon, .incomingCall, .systemChange(.battery, value: 80)],
            stimuli: [.systemChange(.battery, value: 20)],
            checks: [
                CaseCheck(
                    "the battery change is posted at once to the inactive app", rules: ["STATES-091"],
                    .all([
                        .changeDelivered(oneOf: ["UIDeviceBatteryStateDidChangeNotification", "UIDeviceBatteryLevelDidChangeNotification"], stimulus: 0),
                        .finalState(.inactive),
                    ]))
            ]),
    ]
}
