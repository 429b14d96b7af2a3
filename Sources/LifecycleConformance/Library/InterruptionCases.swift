import LifecycleModel

/// Alerts, calls, banners, the notification centre and Sleep/Wake.
enum InterruptionCases {
    static let all: [ConformanceCase] = [
        ConformanceCase(
            "INTERRUPT-001", "an incoming call deactivates the app: willResignActive, then inactive",
            rules: ["STATES-080", "APG-054", "APG-059"], hint: "check that an alert-style interruption sends willResignActive and stops at inactive",
            areas: [.interruptions], setup: [.tapIcon], stimuli: [.incomingCall],
            expect: .all([.events(Lines.resign), .finalState(.inactive)])),
        ConformanceCase(
            "INTERRUPT-002", "a declined call reactivates the app with didBecomeActive",
            rules: ["STATES-082", "STATES-081", "APG-058"], hint: "check that the end of an interruption sends didBecomeActive",
            areas: [.interruptions], setup: [.tapIcon, .incomingCall], stimuli: [.declineCall],
            expect: .all([.events(Lines.becomeActive), .finalState(.active)])),
        ConformanceCase(
            "INTERRUPT-003", "while an alert is up the app receives no touch events",
            rules: ["STATES-090", "APG-226"], hint: "check that input is withheld from an inactive app",
            areas: [.interruptions], setup: [.tapIcon, .incomingCall], stimuli: [.touch], expect: .refused(.stimulusNotApplicable)),
        ConformanceCase(
            "INTERRUPT-004", "an answered call sends the app to the background",
            rules: ["STATES-082"], hint: "check that answering a call continues into didEnterBackground",
            areas: [.interruptions], setup: [.tapIcon, .incomingCall], stimuli: [.answerCall],
            expect: .all([.inOrder(["didEnterBackground@background"], filter: .callbacks), .excludes(["didBecomeActive"], filter: .callbacks)])),
        ConformanceCase(
            "INTERRUPT-005", "a banner does not deactivate the app, which keeps receiving touches",
            rules: ["STATES-083"], hint: "check that banner notifications send no callback",
            areas: [.interruptions], setup: [.tapIcon], stimuli: [.notificationBanner, .touch],
            expect: .all([.trace(oneOf: [["touch"]], filter: .everything), .finalState(.active)])),
        ConformanceCase(
            "INTERRUPT-006", "pulling down the notification centre deactivates the app; dismissing it reactivates it",
            rules: ["STATES-084", "STATES-085"], hint: "check the notification centre is treated as a temporary interruption",
            areas: [.interruptions], setup: [.tapIcon], stimuli: [.pullNotificationCenter, .dismissNotificationCenter],
            expect: .all([.events(Lines.resign + Lines.becomeActive), .finalState(.active)])),
        ConformanceCase(
            "INTERRUPT-007", "locking the device moves the app to the background (default reading)",
            rules: ["BGEXEC-009", "APG-268", "STATES-114"], hint: "check Sleep/Wake handling: resign active, then enter the background",
            areas: [.interruptions], setup: [.tapIcon], stimuli: [.lock],
            expect: .all([.inOrder(["willResignActive@active", "didEnterBackground@background"], filter: .callbacks), .finalState(.suspended)])),
        ConformanceCase(
            "INTERRUPT-008", "with the older Sleep/Wake reading, locking only deactivates the app",
            rules: ["STATES-087", "STATES-088"], hint: "check the sleepWakeBehaviour setting: inactive means no didEnterBackground",
            configuration: .with { $0.sleepWakeBehaviour = .inactive }, areas: [.interruptions], setup: [.tapIcon], stimuli: [.lock],
            expect: .all([.events(Lines.resign), .finalState(.inactive)])),
        ConformanceCase(
            "INTERRUPT-009", "unlocking returns to the app that was in front",
            rules: ["APG-268"], hint: "check that unlocking brings the app that was frontmost back to active",
            areas: [.interruptions], setup: [.tapIcon, .lock], stimuli: [.unlock],
            expect: .all([.inOrder(["willEnterForeground@background", "didBecomeActive@active"], filter: .callbacks), .finalState(.active)])),
        ConformanceCase(
            "INTERRUPT-010", "the app suspends its non-critical dispatch and operation queues on deactivation and resumes them on reactivation",
            rules: ["STATES-098", "STATES-101"], subject: .app,
            hint: "check applicationWillResignActive: suspends the queues running non-critical work and applicationDidBecomeActive: resumes them",
            areas: [.appDuties], setup: [.tapIcon], stimuli: [.incomingCall, .declineCall], expect: .dutiesMet),
        ConformanceCase(
            "INTERRUPT-011", "a scene-based app suspends its queues when its scene is deactivated",
            rules: ["SCENE-046"], subject: .app,
            hint: "check sceneWillResignActive: suspends the dispatch and operation queues",
            configuration: .scenes, areas: [.appDuties], setup: [.tapIcon], stimuli: [.incomingCall], expect: .dutiesMet),
    ]
}
