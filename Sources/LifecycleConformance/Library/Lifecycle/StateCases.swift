import LifecycleModel

/// The five execution states and how the system moves the app between them (STATE-001…012);
/// multitasking support and scene routing are in `StateCases+Routing.swift`.
enum StateCases {
    static let all: [ConformanceCase] = executionStates + transitions + multitasking + scenes

    /// Every reported state change starts from the state the app is in and changes it, and
    /// the app's final state is the last one reported. Contract §3 fixes exactly this: the
    /// sequence of states and that each change starts from the state the app is in
    /// (STATES-011, APG-046). Only state changes are read, in their order among themselves,
    /// which the contract fixes; nothing is related to another part.
    static let oneStateAtATime = CaseExpectation.check("one state at a time") { evidence in
        var current = AppState.notRunning
        for observation in evidence.setup + evidence.observations {
            guard case .stateChanged(let from, let to) = observation else { continue }
            if from != current { return "a change was reported from \(from.rawValue) while the app was \(current.rawValue)" }
            if from == to { return "a change from \(from.rawValue) to itself was reported" }
            current = to
        }
        return current == evidence.finalState ? nil : "the reported changes end in \(current.rawValue) but the app is \(evidence.finalState.rawValue)"
    }

    /// Each checked stimulus changes the app's state (contract §3, states per stimulus). The
    /// documents say the system moves the app between states in response to such events
    /// (APG-052, STATES-012, LIFECYCLE-051).
    static func changesState(stimuli: [Int]) -> CaseExpectation {
        .check("each stimulus changes the state") { evidence in
            let unchanged = stimuli.filter { evidence.canonical(stimulus: $0, .states)?.states.isEmpty ?? true }
            return unchanged.isEmpty ? nil : "stimuli \(unchanged.map { String($0 + 1) }.joined(separator: ", ")) left the state unchanged"
        }
    }

    /// Every checked stimulus passes through inactive and leaves it again: inactive is a stop
    /// on the way between the foreground and other states (contract §3, STATES-015).
    static let inactiveOnlyInPassing = CaseExpectation.check("inactive only in passing") { evidence in
        for index in evidence.perStimulus.indices {
            let states = evidence.canonical(stimulus: index, .states)?.states ?? []
            if !states.contains("state:inactive") { return "stimulus \(index + 1) did not pass through inactive: \(states)" }
            if states.last == "state:inactive" { return "stimulus \(index + 1) left the app inactive" }
        }
        return nil
    }

    static let executionStates: [ConformanceCase] = [
        ConformanceCase(
            "STATE-001", "the app is in exactly one of the five states: every state change starts from the state the app was in",
            hint: "check that each reported state change starts from the current state, changes it, and that the final state is the last one reported",
            areas: [.interruptions, .backgroundTransitions, .foregroundTransitions, .termination],
            stimuli: [.tapIcon, .incomingCall, .declineCall, .homeButton, .tapIcon, .homeButton, .systemTerminate],
            checks: [
                CaseCheck(
                    "every state change starts from the current state and the last one is the final state",
                    rules: ["APG-046", "LIFECYCLE-049", "STATES-011"], oneStateAtATime)
            ]),
        ConformanceCase(
            "STATE-002", "not running: before the first launch, and again after the system terminates the app",
            hint: "check that an app starts not running, stays so until launched, and returns to not running when the system ends it",
            areas: [.termination], stimuli: [.wait(seconds: 60), .tapIcon, .homeButton, .systemTerminate],
            checks: [
                CaseCheck(
                    "nothing happens to an app that was never launched, and tapping it launches it",
                    rules: ["APG-047", "LIFECYCLE-053", "STATES-013"],
                    .all([.nothingHappens(stimulus: 0), .callbacksBegin(with: Lines.launchMethods, stimulus: 1)])),
                CaseCheck(
                    "after the system terminates it the app is not running", rules: ["APG-047", "LIFECYCLE-053", "STATES-013"],
                    .all([
                        .inOrder(["terminated(ended)"], filter: .events), .states(["state:not-running"], stimulus: 3), .finalState(.notRunning),
                    ])),
            ]),
        ConformanceCase(
            "STATE-003", "inactive: in the foreground and able to run code (its views redraw) but receiving no events",
            hint: "check that an inactive app still redraws on screen while touch events are withheld from it",
            areas: [.interruptions], setup: [.tapIcon, .incomingCall], stimuli: [.requestRedraw, .touch],
            checks: [
                CaseCheck(
                    "the inactive app's views redraw: it is on screen and runs code", rules: ["APG-048", "LIFECYCLE-054", "STATES-014"],
                    .inOrder(["redraw"], filter: .everything)),
                CaseCheck(
                    "the inactive app receives no touch and stays inactive", rules: ["APG-048", "LIFECYCLE-054", "STATES-014"],
                    .all([.refused(.stimulusNotApplicable), .finalState(.inactive)])),
            ]),
        ConformanceCase(
            "STATE-004", "active: in the foreground and receiving events",
            hint: "check that touches reach the active app",
            setup: [.tapIcon], stimuli: [.touch],
            checks: [
                CaseCheck(
                    "the touch reaches the active app and nothing else happens", rules: ["APG-049", "LIFECYCLE-056", "STATES-016"],
                    .all([.trace(oneOf: [["touch"]], filter: .everything), .finalState(.active)]))
            ]),
        ConformanceCase(
            "STATE-005", "background: running code off screen; nothing is redrawn and no touches arrive",
            hint: "check that an app kept in the background by a task accepts work but is not drawn and gets no touches",
            app: .finishingWork, areas: [.backgroundTransitions, .backgroundTasks], setup: [.tapIcon, .homeButton],
            stimuli: [.requestRedraw, .touch],
            checks: [
                // Contract §9 refuses a redraw request when the app's code is not running, so
                // its acceptance shows that the background app executes code (APG-050).
                CaseCheck(
                    "the background app runs code: its redraw request is accepted", rules: ["APG-050", "LIFECYCLE-057", "STATES-017"],
                    .check("the redraw request is accepted") { evidence in
                        evidence.perStimulus.isEmpty ? "the redraw request was refused, as if the app's code were not running" : nil
                    }),
                CaseCheck(
                    "the background app is off screen: nothing is redrawn and the touch is refused",
                    rules: ["APG-050", "LIFECYCLE-057", "STATES-017"],
                    .all([.excludes(["redraw"], filter: .everything), .refused(.stimulusNotApplicable), .finalState(.background)])),
            ]),
        ConformanceCase(
            "STATE-006", "suspended: no code runs however long it lasts, and the app resumes from memory without a new launch",
            hint: "check that nothing reaches a suspended app and that returning to it continues the same process",
            areas: [.backgroundTransitions, .foregroundTransitions], setup: [.tapIcon, .homeButton], stimuli: [.wait(seconds: 3600), .tapIcon],
            checks: [
                CaseCheck("nothing runs while the app is suspended", rules: ["APG-051", "LIFECYCLE-061", "STATES-021"], .nothingHappens(stimulus: 0)),
                CaseCheck(
                    "the app stays in memory: returning activates it without a new launch", rules: ["LIFECYCLE-061", "STATES-021"],
                    .all([
                        .excludes(["willFinishLaunching", "didFinishLaunching"], filter: .callbacks),
                        .inOrder(["didBecomeActive@*"], filter: .callbacks), .finalState(.active),
                    ])),
            ]),
    ]

    static let transitions: [ConformanceCase] = [
        ConformanceCase(
            "STATE-007", "the system moves the app between states in response to the user and the device",
            hint: "check that launch, a call, its end and Home each move the app to the documented state",
            areas: [.interruptions, .backgroundTransitions], stimuli: [.tapIcon, .incomingCall, .declineCall, .homeButton],
            checks: [
                CaseCheck(
                    "launch, a call, its end and Home each change the state", rules: ["APG-052", "LIFECYCLE-050", "STATES-012"],
                    changesState(stimuli: [0, 1, 2, 3])),
                CaseCheck(
                    "they lead through the documented states", rules: ["APG-052", "LIFECYCLE-050", "STATES-012"],
                    .trace(
                        oneOf: [["state:inactive", "state:active", "state:inactive", "state:active", "state:inactive", "state:background", "state:suspended"]],
                        filter: .states)),
                CaseCheck("Home changes the state of the foreground app", rules: ["LIFECYCLE-051"], changesState(stimuli: [3])),
            ]),
        ConformanceCase(
            "STATE-008", "state changes come with app-delegate calls: launch, background, foreground, and an incoming push",
            hint: "check that each transition calls its app-delegate method and that a push to the running app reaches the delegate",
            areas: [.backgroundTransitions, .foregroundTransitions, .backgroundEvents],
            stimuli: [.tapIcon, .homeButton, .tapIcon, .remoteNotification(contentAvailable: false)],
            checks: [
                // Which calls make up each transition is fixed by the rules of the transition
                // (STATES-039, STATES-115, STATES-146); here only that the transitions reach
                // the app delegate at all.
                CaseCheck(
                    "launch, Home and the return each reach the app delegate",
                    rules: ["APG-055", "LIFECYCLE-064", "STATES-027", "LIFECYCLE-031", "LIFECYCLE-017", "LIFECYCLE-015"],
                    .inOrder(
                        Lines.launchMethods + ["didBecomeActive@*", "willResignActive@*", "didEnterBackground@*", "didBecomeActive@*"], filter: .callbacks)),
                CaseCheck(
                    "the app is told when it moves to the background and when it is back in the foreground", rules: ["STATES-001"],
                    .inOrder(["didEnterBackground@*", "didBecomeActive@*"], filter: .callbacks)),
                CaseCheck(
                    "a push to the running app reaches the app delegate", rules: ["LIFECYCLE-015", "LIFECYCLE-017"],
                    .callbackSequence(["didReceiveRemoteNotification@active"], stimulus: 3)),
            ]),
        ConformanceCase(
            "STATE-009", "inactive is a brief stop: every transition through it ends in another state",
            hint: "check that launch, Home and return pass through inactive without stopping there",
            areas: [.backgroundTransitions, .foregroundTransitions], stimuli: [.tapIcon, .homeButton, .tapIcon],
            checks: [
                CaseCheck(
                    "launch, Home and the return each pass through inactive and leave it", rules: ["LIFECYCLE-055", "STATES-015"],
                    inactiveOnlyInPassing)
            ]),
        ConformanceCase(
            "STATE-010", "a suspended app is moved to the background for a fetch and suspended again once it calls the completion handler",
            hint: "check that waking for an event passes through background and that the completion handler ends the wake",
            configuration: .with { $0.backgroundModes = [.fetch] }, areas: [.backgroundEvents], setup: [.tapIcon, .homeButton],
            stimuli: [.backgroundEvent(.fetch)],
            checks: [
                CaseCheck(
                    "the suspended app is moved to the background and handles the fetch there, not in the foreground", rules: ["SCENE-033"],
                    .all([.inOrder(["state:background"], filter: .states), .callbackSequence(["performFetch@background"])])),
                CaseCheck(
                    "once the fetch is done the app is suspended again", rules: ["BGEXEC-125"],
                    .all([.trace(oneOf: [["state:background", "state:suspended"]], filter: .states), .finalState(.suspended)])),
            ]),
        ConformanceCase(
            "STATE-011", "an app that opts out of background execution moves only between not running, inactive and active",
            hint: "check UIApplicationExitsOnSuspend: no background or suspended state at any step",
            configuration: .with { $0.exitsOnSuspend = true }, areas: [.interruptions, .termination],
            stimuli: [.tapIcon, .incomingCall, .declineCall, .homeButton, .tapIcon, .appSwitch],
            checks: [
                CaseCheck(
                    "no step enters the background or suspended state; leaving ends the app", rules: ["BGEXEC-223"],
                    .all([
                        .excludes(["state:background", "state:suspended"], filter: .states), .everyStimulusAccepted, .finalState(.notRunning),
                    ]))
            ]),
        ConformanceCase(
            "STATE-012", "applicationState inside the launch methods tells a background launch from a foreground one",
            hint: "check the applicationState value reported inside both finish-launching methods for each kind of launch",
            configuration: .with { $0.backgroundModes = [.fetch] }, areas: [.backgroundEvents, .termination],
            stimuli: [.backgroundEvent(.fetch), .systemTerminate, .tapIcon],
            checks: [
                CaseCheck(
                    "background inside the launch methods of the background launch, inactive inside those of the foreground one",
                    rules: ["APG-216", "APG-217"],
                    .inOrder(
                        ["willFinishLaunching@background", "didFinishLaunching@background", "willFinishLaunching@inactive", "didFinishLaunching@inactive"],
                        filter: .callbacks))
            ]),
    ]
}
