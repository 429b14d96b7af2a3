import LifecycleModel
import LifecycleSpec

/// The five execution states, launch and relaunch, termination, suspension, multitasking
/// support and scene routing.
enum LifecycleStateCases {
    static let all: [ConformanceCase] = states + multitasking + scenes + terminations + suspensions

    /// Every stimulus of the run was accepted, so what a case excludes was really given the chance to happen.
    private static let accepted = CaseExpectation.check("every stimulus is accepted") { evidence in
        evidence.refusal.map { "a stimulus was refused: \($0.message)" }
    }

    // MARK: The execution states

    static let states: [ConformanceCase] = [
        ConformanceCase(
            "STATE-001", "the app is in exactly one of the five states: every state change starts from the state the app was in",
            rules: ["APG-046", "LIFECYCLE-049", "STATES-011"],
            hint: "check that each reported state change starts from the current state, changes it, and that the final state is the last one reported",
            areas: [.interruptions, .backgroundTransitions, .foregroundTransitions, .termination],
            stimuli: [.tapIcon, .incomingCall, .declineCall, .homeButton, .tapIcon, .homeButton, .systemTerminate],
            expect: .check("one state at a time") { evidence in
                var current = AppState.notRunning
                for observation in evidence.setup + evidence.observations {
                    guard case .stateChanged(let from, let to) = observation else { continue }
                    if from != current { return "a change was reported from \(from.rawValue) while the app was \(current.rawValue)" }
                    if from == to { return "a change from \(from.rawValue) to itself was reported" }
                    current = to
                }
                if current != evidence.finalState {
                    return "the reported changes end in \(current.rawValue) but the app is \(evidence.finalState.rawValue)"
                }
                return current == .notRunning ? nil : "the run should end not running, it ends \(current.rawValue)"
            }),
        ConformanceCase(
            "STATE-002", "not running: before the first launch, and again after the system terminates the app",
            rules: ["APG-047", "LIFECYCLE-053", "STATES-013"],
            hint: "check that an app starts not running, stays so until launched, and returns to not running when the system ends it",
            areas: [.termination], stimuli: [.wait(seconds: 60), .tapIcon, .homeButton, .systemTerminate],
            expect: .all([
                .check("nothing happens to an app that was never launched") { evidence in
                    let idle = TraceLine.lines(evidence.perStimulus.first ?? [], filter: .everything)
                    return idle.isEmpty ? nil : "while the app was never launched, observed: \(idle.joined(separator: ", "))"
                },
                .check("the launch starts from not running") { evidence in
                    let first = evidence.perStimulus.dropFirst().first?.first { if case .stateChanged = $0 { true } else { false } }
                    guard case .stateChanged(let from, _) = first else { return "the launch reported no state change" }
                    return from == .notRunning ? nil : "the launch started from \(from.rawValue), not from not-running"
                },
                .inOrder(["terminated(silent-while-suspended)"], filter: .events),
                .finalState(.notRunning),
            ])),
        ConformanceCase(
            "STATE-003", "inactive: in the foreground and able to run code (its views redraw) but receiving no events",
            rules: ["APG-048", "LIFECYCLE-054", "STATES-014"],
            hint: "check that an inactive app still redraws on screen while touch events are withheld from it",
            areas: [.interruptions], setup: [.tapIcon, .incomingCall], stimuli: [.requestRedraw, .touch],
            expect: .all([.inOrder(["redraw"], filter: .everything), .refused(.stimulusNotApplicable), .finalState(.inactive)])),
        ConformanceCase(
            "STATE-004", "active: in the foreground and receiving events",
            rules: ["APG-049", "LIFECYCLE-056", "STATES-016"], hint: "check that touches reach the active app",
            setup: [.tapIcon], stimuli: [.touch],
            expect: .all([.trace(oneOf: [["touch"]], filter: .everything), .finalState(.active)])),
        ConformanceCase(
            "STATE-005", "background: running code off screen; nothing is redrawn and no touches arrive",
            rules: ["APG-050", "LIFECYCLE-057", "STATES-017"],
            hint: "check that an app kept in the background by a task accepts work but is not drawn and gets no touches",
            app: .finishingWork, areas: [.backgroundTransitions, .backgroundTasks], setup: [.tapIcon, .homeButton],
            stimuli: [.requestRedraw, .touch],
            expect: .all([
                .check("the background app accepts the redraw request") { evidence in
                    evidence.perStimulus.count == 1 ? nil : "the redraw request was refused, as if the app's code were not running"
                },
                .excludes(["redraw"], filter: .everything), .refused(.stimulusNotApplicable), .finalState(.background),
            ])),
        ConformanceCase(
            "STATE-006", "suspended: no code runs however long it lasts, and the app resumes from memory without a new launch",
            rules: ["APG-051", "LIFECYCLE-061", "STATES-021"],
            hint: "check that nothing reaches a suspended app and that returning to it continues the same process",
            areas: [.backgroundTransitions, .foregroundTransitions], setup: [.tapIcon, .homeButton], stimuli: [.wait(seconds: 3600), .tapIcon],
            expect: .all([
                .check("nothing runs while suspended") { evidence in
                    let lines = TraceLine.lines(evidence.perStimulus.first ?? [], filter: .everything)
                    return lines.isEmpty ? nil : "while suspended, observed: \(lines.joined(separator: ", "))"
                },
                .callbacks(["willEnterForeground@background", "didBecomeActive@active"]),
            ])),
        ConformanceCase(
            "STATE-007", "the system moves the app between states in response to the user and the device",
            rules: ["APG-052", "LIFECYCLE-050", "STATES-012", "LIFECYCLE-051"],
            hint: "check that launch, a call, its end and Home each move the app to the documented state",
            areas: [.interruptions, .backgroundTransitions], stimuli: [.tapIcon, .incomingCall, .declineCall, .homeButton],
            expect: .all([
                .trace(
                    oneOf: [["state:inactive", "state:active", "state:inactive", "state:active", "state:inactive", "state:background", "state:suspended"]],
                    filter: .states),
                .check("each event changes the state") { evidence in
                    let unchanged = evidence.perStimulus.indices.filter { TraceLine.lines(evidence.perStimulus[$0], filter: .states).isEmpty }
                    return unchanged.isEmpty ? nil : "stimuli \(unchanged.map { String($0 + 1) }.joined(separator: ", ")) left the state unchanged"
                },
            ])),
        ConformanceCase(
            "STATE-008", "state changes come with app-delegate calls: launch, background, foreground, and an incoming push",
            rules: ["APG-055", "LIFECYCLE-064", "STATES-027", "LIFECYCLE-031", "STATES-001", "LIFECYCLE-017", "LIFECYCLE-015"],
            hint: "check that each transition calls its app-delegate method and that a push to the running app reaches the delegate",
            areas: [.backgroundTransitions, .foregroundTransitions, .backgroundEvents],
            stimuli: [.tapIcon, .homeButton, .tapIcon, .remoteNotification(contentAvailable: false)],
            expect: .events(
                Lines.launchForeground + Lines.resign + Lines.enterBackground + ["snapshot"] + Lines.enterForeground + Lines.becomeActive
                    + ["didReceiveRemoteNotification@active"])),
        ConformanceCase(
            "STATE-009", "inactive is a brief stop: every transition through it ends in another state",
            rules: ["LIFECYCLE-055", "STATES-015"], hint: "check that launch, Home and return pass through inactive without stopping there",
            areas: [.backgroundTransitions, .foregroundTransitions], stimuli: [.tapIcon, .homeButton, .tapIcon],
            expect: .check("inactive only in passing") { evidence in
                for (index, observations) in evidence.perStimulus.enumerated() {
                    let states = TraceLine.lines(observations, filter: .states)
                    if !states.contains("state:inactive") { return "stimulus \(index + 1) did not pass through inactive: \(states)" }
                    if states.last == "state:inactive" { return "stimulus \(index + 1) left the app inactive" }
                }
                return nil
            }),
        ConformanceCase(
            "STATE-010", "a suspended app is moved to the background for a fetch and suspended again once it calls the completion handler",
            rules: ["SCENE-033", "BGEXEC-125"], hint: "check that waking for an event passes through background and that the completion handler ends the wake",
            configuration: .with { $0.backgroundModes = [.fetch] }, areas: [.backgroundEvents], setup: [.tapIcon, .homeButton],
            stimuli: [.backgroundEvent(.fetch)],
            expect: .all([
                .inOrder(["state:background", "performFetch@background", "state:suspended"], filter: .everything),
                .excludes(["willEnterForeground", "didBecomeActive"], filter: .callbacks), .finalState(.suspended),
            ])),
        ConformanceCase(
            "STATE-011", "an app that opts out of background execution moves only between not running, inactive and active",
            rules: ["BGEXEC-223"], hint: "check UIApplicationExitsOnSuspend: no background or suspended state at any step",
            configuration: .with { $0.exitsOnSuspend = true }, areas: [.interruptions, .termination],
            stimuli: [.tapIcon, .incomingCall, .declineCall, .homeButton, .tapIcon, .appSwitch],
            expect: .all([
                .trace(
                    oneOf: [
                        [
                            "state:inactive", "state:active", "state:inactive", "state:active", "state:inactive", "state:not-running", "state:inactive",
                            "state:active", "state:inactive", "state:not-running",
                        ]
                    ], filter: .states),
                .excludes(["state:background", "state:suspended"], filter: .everything), accepted,
            ])),
        ConformanceCase(
            "STATE-012", "applicationState inside the launch methods tells a background launch from a foreground one",
            rules: ["APG-216", "APG-217"], hint: "check the applicationState value reported inside both finish-launching methods for each kind of launch",
            configuration: .with { $0.backgroundModes = [.fetch] }, areas: [.backgroundEvents, .termination],
            stimuli: [.backgroundEvent(.fetch), .systemTerminate, .tapIcon],
            expect: .inOrder(
                [
                    "willFinishLaunching@background", "didFinishLaunching@background", "willFinishLaunching@inactive", "didFinishLaunching@inactive",
                    "didBecomeActive@active",
                ], filter: .callbacks)),
    ]

    // MARK: Multitasking support

    static let multitasking: [ConformanceCase] = [
        ConformanceCase(
            "STATE-020", "on iOS 3.2 the app never enters the background or suspended state",
            rules: ["STATES-024", "STATES-119"], hint: "check that iOS versions before 4.0 have no background or suspended state on any path",
            configuration: .with {
                $0.iosVersion = .init(3, 2); $0.linkedSDKVersion = .init(3, 2)
            }, areas: [.interruptions, .termination],
            stimuli: [.tapIcon, .incomingCall, .answerCall, .tapIcon, .homeButton],
            expect: .all([.excludes(["state:background", "state:suspended"], filter: .everything), accepted, .finalState(.notRunning)])),
        ConformanceCase(
            "STATE-021", "on iOS 12 a device without multitasking never puts the app in the background or suspended state",
            rules: ["STATES-025", "STATES-119"], hint: "check that the device's multitasking support, not only the iOS version, gates the background state",
            configuration: .with { $0.deviceSupportsMultitasking = false }, areas: [.interruptions, .termination],
            stimuli: [.tapIcon, .lock, .unlock, .homeButton, .tapIcon, .appSwitch],
            expect: .all([.excludes(["state:background", "state:suspended"], filter: .everything), accepted, .finalState(.notRunning)])),
        ConformanceCase(
            "STATE-022", "on iOS 4.0 with a multitasking device Home moves the app to the background",
            rules: ["STATES-119"], hint: "check that iOS 4.0 on a capable device already has the background state",
            configuration: .with {
                $0.iosVersion = .init(4, 0); $0.linkedSDKVersion = .init(4, 0)
            }, areas: [.backgroundTransitions],
            setup: [.tapIcon], stimuli: [.homeButton],
            expect: .all([
                .inOrder(["didEnterBackground@background", "state:background"], filter: .everything), .excludes(["willTerminate"], filter: .callbacks),
            ])),
    ]

    // MARK: Scenes

    static let scenes: [ConformanceCase] = [
        ConformanceCase(
            "STATE-030", "on iOS 12 every transition goes to the app delegate even when the app declares scenes",
            rules: ["SCENE-006", "SCENE-038"],
            hint: "check that scene routing needs iOS 13: before it, foreground, deactivation and background calls go to the app delegate",
            configuration: .with { $0.appSupportsScenes = true }, areas: [.interruptions, .backgroundTransitions, .foregroundTransitions],
            stimuli: [.tapIcon, .incomingCall, .declineCall, .homeButton, .tapIcon],
            expect: .callbacks([
                "willFinishLaunching@inactive", "didFinishLaunching@inactive", "didBecomeActive@active", "willResignActive@active", "didBecomeActive@active",
                "willResignActive@active", "didEnterBackground@background", "willEnterForeground@background", "didBecomeActive@active",
            ])),
        ConformanceCase(
            "STATE-031", "with scenes on iOS 13, leaving the background calls sceneWillEnterForeground (scene inactive), then sceneDidBecomeActive",
            rules: ["SCENE-009", "SCENE-015"], hint: "check the scene delegate's foreground callbacks and that the scene is inactive before it is activated",
            configuration: .scenes, areas: [.foregroundTransitions], setup: [.tapIcon, .homeButton], stimuli: [.tapIcon],
            expect: .all([
                .trace(
                    oneOf: [
                        ["scene.sceneWillEnterForeground@background", "scene.sceneDidBecomeActive@active"],
                        ["scene.sceneWillEnterForeground@inactive", "scene.sceneDidBecomeActive@active"],
                    ], filter: .callbacks),
                .trace(oneOf: [["state:inactive", "state:active"]], filter: .states),
                .inOrder(["state:inactive", "scene.sceneDidBecomeActive@active"], filter: .everything),
            ])),
        ConformanceCase(
            "STATE-032", "with scenes on iOS 13, entering the background calls sceneDidEnterBackground on the scene delegate",
            rules: ["SCENE-051"], hint: "check that the background transition reaches the scene delegate and not the app delegate",
            configuration: .scenes, areas: [.backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            expect: .all([
                .inOrder(["scene.sceneDidEnterBackground@background"], filter: .callbacks),
                .excludes(["didEnterBackground@", "willResignActive@"], filter: .callbacks),
            ])),
    ]

    // MARK: Termination

    static let terminations: [ConformanceCase] = [
        ConformanceCase(
            "TERMX-001", "under memory pressure a suspended app is purged without any notice",
            rules: ["LIFECYCLE-071", "STATES-206", "APG-278", "STATES-205", "LIFECYCLE-068", "STATES-123"],
            hint: "check that purging a suspended app for memory runs none of its code",
            areas: [.memoryPressure, .termination], setup: [.tapIcon, .homeButton], stimuli: [.memoryPressure(megabytes: 500)],
            expect: .all([.events(["terminated(memory-pressure)"]), .finalState(.notRunning)])),
        ConformanceCase(
            "TERMX-002", "a small suspended app survives while larger suspended apps can free the memory",
            rules: ["APG-279"],
            hint: "check that suspended apps are purged largest first: 150 MB comes from the 120 and 40 MB apps, 170 MB needs this 30 MB app too",
            configuration: .with { $0.otherSuspendedAppFootprints = [40, 120] }, app: .with { $0.memoryFootprintMegabytes = 30 },
            areas: [.memoryPressure, .termination], setup: [.tapIcon, .homeButton],
            stimuli: [.memoryPressure(megabytes: 150), .memoryPressure(megabytes: 170)],
            expect: .check("purged largest first") { evidence in
                guard evidence.perStimulus.count == 2 else { return "both memory-pressure stimuli must be accepted" }
                let first = TraceLine.lines(evidence.perStimulus[0], filter: .events)
                let second = TraceLine.lines(evidence.perStimulus[1], filter: .events)
                if first.contains(where: { $0.hasPrefix("terminated") }) { return "the 30 MB app was purged though larger apps freed 160 MB: \(first)" }
                return second == ["terminated(memory-pressure)"] ? nil : "at 170 MB the 30 MB app had to be purged silently, observed \(second)"
            }),
        ConformanceCase(
            "TERMX-003", "a suspended app with a large footprint is purged first",
            rules: ["APG-279"], hint: "check that a 200 MB suspended app goes before a 120 MB one",
            configuration: .with { $0.otherSuspendedAppFootprints = [40, 120] }, app: .with { $0.memoryFootprintMegabytes = 200 },
            areas: [.memoryPressure, .termination], setup: [.tapIcon, .homeButton], stimuli: [.memoryPressure(megabytes: 100)],
            expect: .all([.events(["terminated(memory-pressure)"]), .finalState(.notRunning)])),
        ConformanceCase(
            "TERMX-004", "an app running in the background outlasts suspended apps, then is terminated with applicationWillTerminate:",
            rules: ["BGEXEC-200", "APG-309", "LIFECYCLE-072", "STATES-035"],
            hint: "check that suspended apps are purged first and that a running background app is told before it is ended for memory",
            app: .finishingWork, areas: [.memoryPressure, .termination, .backgroundTasks], setup: [.tapIcon, .homeButton],
            stimuli: [.memoryPressure(megabytes: 100), .memoryPressure(megabytes: 500)],
            expect: .check("suspended apps first, then notice") { evidence in
                guard let first = evidence.canonical(stimulus: 0, .events), let second = evidence.canonical(stimulus: 1, .events) else {
                    return "both memory-pressure stimuli must be accepted"
                }
                // A memory warning to the running app is allowed (BGEXEC-220); only the termination matters here.
                let warning: Set<String> = ["didReceiveMemoryWarning@background", "post UIApplicationDidReceiveMemoryWarningNotification"]
                let beforeEviction = first.chain.filter { !warning.contains($0) }
                if !beforeEviction.isEmpty { return "100 MB was available from suspended apps, yet the running app saw: \(beforeEviction)" }
                let eviction = second.chain.filter { !warning.contains($0) }
                let wanted = ["willTerminate@background", "terminated(ended)"]
                return eviction == wanted ? nil : "expected \(wanted), observed \(eviction)"
            }),
        ConformanceCase(
            "TERMX-005", "the user can end an app running in the background from the multitasking UI",
            rules: ["LIFECYCLE-074", "STATES-204"],
            hint: "check that force-quit ends a running background app too (whether applicationWillTerminate: runs is a separate, conflicting question)",
            app: .finishingWork, areas: [.termination, .backgroundTasks], setup: [.tapIcon, .homeButton], stimuli: [.forceQuit],
            expect: .all([
                .trace(oneOf: [["terminated(user-force-quit)"], Lines.willTerminate + ["terminated(user-force-quit)"]], filter: .events),
                .finalState(.notRunning),
            ])),
        ConformanceCase(
            "TERMX-006", "an opted-out app's applicationWillTerminate: is allowed time to clean up before the process ends",
            rules: ["APG-143", "BGEXEC-225", "STATES-200"],
            hint: "check that a willTerminate taking 2.4 s (well within about 5 s) is not cut short by the watchdog",
            configuration: .with { $0.exitsOnSuspend = true }, app: .with { $0.callbackDuration = 2.4 }, areas: [.termination, .watchdog],
            setup: [.tapIcon], stimuli: [.homeButton],
            expect: .all([
                .inOrder(["willTerminate@inactive", "post UIApplicationWillTerminateNotification", "terminated(with-notice)"], filter: .events),
                .excludes(["terminated(watchdog)"], filter: .events), .finalState(.notRunning),
            ])),
        ConformanceCase(
            "TERMX-007", "a force-quit ends the app's background URL session: its completion does not relaunch the app",
            rules: ["BGEXEC-041", "BGEXEC-042", "BGEXEC-182"], hint: "check that session events for a force-quit app are not delivered",
            configuration: .with { $0.sessionSendsLaunchEvents = true }, areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon, .homeButton, .forceQuit], stimuli: [.backgroundEvent(.urlSessionComplete)],
            expect: .all([
                .trace(oneOf: [["dropped(url-session-complete,user-force-quit)"]], filter: .everything), .finalState(.notRunning),
            ])),
        ConformanceCase(
            "TERMX-008", "the app keeps user data saved, so a termination without notice loses nothing",
            rules: ["APG-064", "APG-065", "LIFECYCLE-065", "STATES-203"], subject: .app,
            hint: "check that the app saves user data when it resigns active and enters the background, not only in applicationWillTerminate:",
            areas: [.appDuties, .termination], stimuli: [.tapIcon, .homeButton, .systemTerminate],
            expect: .check("user data saved before any termination notice") { evidence in
                let saves = evidence.duties.filter { $0.duty == .userDataSaved && $0.dueAt != Callback.willTerminate.rawValue }
                if saves.isEmpty { return "no user-data duty fell due before the termination" }
                let broken = saves.filter { !$0.met }
                return broken.isEmpty ? nil : "unsaved user data at: \(broken.map(\.dueAt).joined(separator: ", "))"
            }),
    ]

    // MARK: Suspension

    static let suspensions: [ConformanceCase] = [
        ConformanceCase(
            "SUSPEND-001", "an app with no background work is suspended right after didEnterBackground returns, without a callback",
            rules: ["APG-271", "BGEXEC-002", "STATES-018", "SCENE-070", "LIFECYCLE-062", "STATES-022"],
            hint: "check that suspension follows didEnterBackground at once and that no method announces it",
            areas: [.backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            expect: .all([
                .events(Lines.resign + Lines.enterBackground + ["snapshot"]),
                .inOrder(["didEnterBackground@background", "state:suspended"], filter: .everything), .finalState(.suspended),
            ])),
        ConformanceCase(
            "SUSPEND-002", "once its background task has ended the app is suspended, again without a callback",
            rules: ["BGEXEC-015", "LIFECYCLE-062", "STATES-022"],
            hint: "check that ending the last background task leads to suspension and that no delegate method runs for it",
            app: .finishingWork, areas: [.backgroundTasks], setup: [.tapIcon, .homeButton], stimuli: [.wait(seconds: 200)],
            expect: .all([
                .inOrder(["expiration-handler", "task-ended", "state:suspended"], filter: .everything), .callbacks([]), .finalState(.suspended),
            ])),
        ConformanceCase(
            "SUSPEND-003", "declaring the location mode does not keep the app from being suspended",
            rules: ["BGEXEC-085"], hint: "check that only modes that keep running (audio) prevent suspension; location does not",
            configuration: .with { $0.backgroundModes = [.location] }, app: .with { $0.usesBackgroundMode = .location },
            areas: [.backgroundTransitions, .backgroundEvents], setup: [.tapIcon], stimuli: [.homeButton], expect: .finalState(.suspended)),
    ]
}
