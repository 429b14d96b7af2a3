import LifecycleModel

/// Purges for memory, force-quits of a running app, the opted-out app's time to clean up and
/// the app's readiness for an end without notice (TERMX).
extension TerminateCases {
    static let evictions: [ConformanceCase] = [
        ConformanceCase(
            "TERMX-001", "under memory pressure a suspended app is purged without any notice",
            hint: "check that purging a suspended app for memory runs none of its code",
            areas: [.memoryPressure, .termination], setup: [.tapIcon, .homeButton], stimuli: [.memoryPressure(megabytes: 500)],
            checks: [
                CaseCheck(
                    "memory pressure ends the suspended app", rules: ["APG-278", "STATES-205", "LIFECYCLE-068"],
                    .all([.inOrder(["terminated(ended)"], filter: .events), .finalState(.notRunning)])),
                CaseCheck(
                    "without notice: the end of the process is all that happens", rules: ["LIFECYCLE-071", "STATES-206", "STATES-123"],
                    .events(["terminated(ended)"])),
            ]),
        ConformanceCase(
            "TERMX-002", "a small suspended app survives while larger suspended apps can free the memory",
            hint: "check that suspended apps are purged largest first: 150 MB comes from the 120 and 40 MB apps, 170 MB needs this 30 MB app too",
            configuration: .with { $0.otherSuspendedAppFootprints = [40, 120] }, app: .with { $0.memoryFootprintMegabytes = 30 },
            areas: [.memoryPressure, .termination], setup: [.tapIcon, .homeButton],
            stimuli: [.memoryPressure(megabytes: 150), .memoryPressure(megabytes: 170)],
            checks: [
                CaseCheck(
                    "at 150 MB the larger apps go and this one stays; at 170 MB it goes too", rules: ["APG-279"],
                    .all([.nothingHappens(stimulus: 0), .inOrder(["terminated(ended)"], filter: .events), .finalState(.notRunning)]))
            ]),
        ConformanceCase(
            "TERMX-003", "a suspended app with a large footprint is purged first",
            hint: "check that a 200 MB suspended app goes before a 120 MB one",
            configuration: .with { $0.otherSuspendedAppFootprints = [40, 120] }, app: .with { $0.memoryFootprintMegabytes = 200 },
            areas: [.memoryPressure, .termination], setup: [.tapIcon, .homeButton], stimuli: [.memoryPressure(megabytes: 100)],
            checks: [
                CaseCheck(
                    "the 200 MB app is purged although the 120 MB app alone would free enough", rules: ["APG-279"],
                    .all([.inOrder(["terminated(ended)"], filter: .events), .finalState(.notRunning)]))
            ]),
        ConformanceCase(
            "TERMX-004", "an app running in the background outlasts suspended apps, then is terminated with applicationWillTerminate:",
            hint: "check that suspended apps are purged first and that a running background app is told before it is ended for memory",
            app: .finishingWork, areas: [.memoryPressure, .termination, .backgroundTasks], setup: [.tapIcon, .homeButton],
            stimuli: [.memoryPressure(megabytes: 100), .memoryPressure(megabytes: 500)],
            checks: [
                // A memory warning to the running app at 100 MB is allowed (BGEXEC-220);
                // only an end of the process or its notice would be wrong there.
                CaseCheck(
                    "100 MB is taken from the suspended apps: the running app is not ended", rules: ["BGEXEC-200"],
                    .excludes(["terminated(", "willTerminate"], filter: .events, stimulus: 0)),
                CaseCheck(
                    "at 500 MB the running app is ended, told first with applicationWillTerminate:",
                    rules: ["LIFECYCLE-072", "STATES-035", "APG-309", "BGEXEC-221"],
                    .all([.inOrder(["willTerminate@*", "terminated(ended)"], filter: .events), .finalState(.notRunning)])),
            ]),
        ConformanceCase(
            "TERMX-005", "the user can end an app running in the background from the multitasking UI",
            hint: "check that force-quit ends a running background app too (whether applicationWillTerminate: runs is a separate, conflicting question)",
            app: .finishingWork, areas: [.termination, .backgroundTasks], setup: [.tapIcon, .homeButton], stimuli: [.forceQuit],
            checks: [
                CaseCheck(
                    "the force-quit ends the running app", rules: ["LIFECYCLE-074", "STATES-204"],
                    .all([
                        .trace(oneOf: [["terminated(user-force-quit)"], Lines.willTerminate + ["terminated(user-force-quit)"]], filter: .events),
                        .finalState(.notRunning),
                    ]))
            ]),
        ConformanceCase(
            "TERMX-006", "an opted-out app's applicationWillTerminate: is allowed time to clean up before the process ends",
            hint: "check that a willTerminate taking 2.4 s (well within about 5 s) is not cut short by the watchdog",
            configuration: .with { $0.exitsOnSuspend = true }, app: .with { $0.callbackDuration = 2.4 }, areas: [.termination, .watchdog],
            setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "a 2.4-second applicationWillTerminate: runs to its end before the process ends", rules: ["APG-143", "BGEXEC-225", "STATES-200"],
                    .all([
                        .inOrder(["willTerminate@*", "terminated(ended)"], filter: .events), .excludes(["terminated(watchdog)"], filter: .events),
                        .finalState(.notRunning),
                    ]))
            ]),
        ConformanceCase(
            "TERMX-007", "a force-quit ends the app's background URL session: its completion does not relaunch the app",
            hint: "check that session events for a force-quit app are not delivered",
            configuration: .with { $0.sessionSendsLaunchEvents = true }, areas: [.backgroundEvents, .relaunch, .termination],
            setup: [.tapIcon, .homeButton, .forceQuit], stimuli: [.backgroundEvent(.urlSessionComplete)],
            checks: [
                CaseCheck(
                    "the session's completion launches nothing: no callback, no state change", rules: ["BGEXEC-041", "BGEXEC-042", "BGEXEC-182"],
                    .all([.nothingHappens(stimulus: 0), .finalState(.notRunning)]))
            ]),
        ConformanceCase(
            "TERMX-008", "the app keeps user data saved, so a termination without notice loses nothing", subject: .app,
            hint: "check that the app saves user data when it resigns active and enters the background, not only in applicationWillTerminate:",
            areas: [.appDuties, .termination], stimuli: [.tapIcon, .homeButton, .systemTerminate],
            checks: [
                // APG-065 and LIFECYCLE-065: user data must be saved before any moment of
                // termination; the user-data duties that fall due before it are read from
                // what the app side held (contract §10), applicationWillTerminate:'s own left out.
                CaseCheck(
                    "user data is saved before any termination notice", rules: ["APG-064", "APG-065", "LIFECYCLE-065", "STATES-203"],
                    .check("user data saved before any termination notice") { evidence in
                        let saves = evidence.duties.filter { $0.duty == .userDataSaved && $0.dueAt != Callback.willTerminate.rawValue }
                        if saves.isEmpty { return "no user-data duty fell due before the termination" }
                        let broken = saves.filter { !$0.met }
                        return broken.isEmpty ? nil : "unsaved user data at: \(broken.map(\.dueAt).joined(separator: ", "))"
                    })
            ]),
    ]
}
