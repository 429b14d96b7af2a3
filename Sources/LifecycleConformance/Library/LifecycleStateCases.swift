import LifecycleModel
import LifecycleSpec

/// The five execution states, launch and relaunch, termination, suspension, multitasking
/// support and scene routing.
enum LifecycleStateCases {
    static let all: [ConformanceCase] = terminations + suspensions

    /// Every stimulus of the run was accepted, so what a case excludes was really given the chance to happen.
    private static let accepted = CaseExpectation.check("every stimulus is accepted") { evidence in
        evidence.refusal.map { "a stimulus was refused: \($0.message)" }
    }

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
