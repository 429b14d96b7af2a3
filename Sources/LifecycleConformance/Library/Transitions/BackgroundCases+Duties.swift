import LifecycleModel

/// What the app must do when it moves to the background (BACKGROUNDX-010…013): app-side
/// cases, checked duty by duty against what the app holds (contract §10).
extension BackgroundCases {
    /// No ongoing task is left running: timers, metadata queries, OpenGL ES work, the game,
    /// video not on AirPlay. SCENE-035 asks the app to stop its ongoing tasks on the way to
    /// the background; no single duty of the callback-duty table carries it, so the holdings
    /// are read directly.
    static let ongoingTasksStopped = CaseExpectation.check("ongoing tasks stopped") { evidence in
        let held = evidence.holdings
        var running: [String] = []
        if held.runningTimers > 0 { running.append("\(held.runningTimers) timers") }
        if held.runningMetadataQueries > 0 { running.append("\(held.runningMetadataQueries) metadata queries") }
        if held.glWorkActive { running.append("OpenGL ES work") }
        if held.gameRunning { running.append("the game") }
        if held.videoPlaying && !held.videoOnAirPlay { running.append("video playback") }
        return running.isEmpty ? nil : "still running in the background: \(running.joined(separator: ", "))"
    }

    static let duties: [ConformanceCase] = [
        ConformanceCase(
            "BACKGROUNDX-010", "entering the background, the app saves, releases shared resources, dismisses alerts and stops its ongoing tasks",
            subject: .app, hint: "check what the app holds when applicationDidEnterBackground: returns and when it is suspended",
            areas: [.appDuties, .backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                .duty("user data and app state saved", rules: ["STATES-122", "APG-201"]),
                .duty("shared resources such as the camera released", rules: ["SCENE-036", "SCENE-055", "SCENE-060"]),
                .duty("alerts and action sheets cleaned up", rules: ["BGEXEC-213"]),
                CaseCheck("ongoing tasks stopped", rules: ["SCENE-035"], ongoingTasksStopped),
            ]),
        ConformanceCase(
            "BACKGROUNDX-011", "with scenes the app releases shared resources and saves in sceneDidEnterBackground:", subject: .app,
            hint: "check what the app holds when sceneDidEnterBackground: returns",
            configuration: .scenes, areas: [.appDuties, .backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                .duty("user data and app state saved", rules: ["STATES-122"]),
                .duty("shared resources such as the camera released", rules: ["SCENE-036", "SCENE-055", "SCENE-060"]),
                .duty("alerts and action sheets cleaned up", rules: ["BGEXEC-213"]),
            ]),
        ConformanceCase(
            "BACKGROUNDX-012", "applicationDidEnterBackground: returns within its time budget", subject: .app,
            hint: "check that applicationDidEnterBackground: returns well within 5 seconds",
            areas: [.appDuties, .backgroundTransitions, .watchdog], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "applicationDidEnterBackground: returns without the watchdog ending the app", rules: ["APG-266", "STATES-130"],
                    .all([.inOrder(["didEnterBackground@*"], filter: .callbacks), .excludes(["terminated(watchdog)"], filter: .events)]))
            ]),
        ConformanceCase(
            "BACKGROUNDX-013", "an app sent to the background becomes quiet so that the system can suspend it", subject: .app,
            hint: "check that the app ends its background work so that it is suspended, not killed",
            areas: [.appDuties, .backgroundTransitions, .backgroundTasks], setup: [.tapIcon], stimuli: [.homeButton, .wait(seconds: 600)],
            checks: [CaseCheck("ten minutes later the app is suspended", rules: ["BGEXEC-011"], .finalState(.suspended))]),
    ]
}
