import LifecycleModel

/// What the app must do when it is deactivated and reactivated (INTERRUPT-010…011,
/// INTERRUPTX-010…013): app-side cases, checked duty by duty against what the app holds
/// (contract §10).
extension InterruptCases {
    /// The app holds nothing that keeps it busy once deactivated: no timer, metadata query or
    /// non-critical queue running, video paused unless on AirPlay, the game paused and OpenGL
    /// ES slowed down. STATES-032 and SCENE-043 ask the app to become quiet; no single duty of
    /// the callback-duty table carries them, so the holdings are read directly.
    static let quiet = CaseExpectation.check("the app is quiet") { evidence in
        let held = evidence.holdings
        var busy: [String] = []
        if held.runningTimers > 0 { busy.append("\(held.runningTimers) timers") }
        if held.runningMetadataQueries > 0 { busy.append("\(held.runningMetadataQueries) metadata queries") }
        if held.runningNonCriticalQueues > 0 { busy.append("\(held.runningNonCriticalQueues) non-critical queues") }
        if held.videoPlaying && !held.videoOnAirPlay { busy.append("video playback") }
        if held.gameRunning { busy.append("the game") }
        if held.glFrameRateFull { busy.append("OpenGL ES at the full frame rate") }
        return busy.isEmpty ? nil : "still busy after deactivation: \(busy.joined(separator: ", "))"
    }

    static let duties: [ConformanceCase] = [
        ConformanceCase(
            "INTERRUPT-010", "the app suspends its non-critical dispatch and operation queues on deactivation and resumes them on reactivation",
            subject: .app,
            hint: "check applicationWillResignActive: suspends the queues running non-critical work and applicationDidBecomeActive: resumes them",
            areas: [.appDuties], setup: [.tapIcon], stimuli: [.incomingCall, .declineCall],
            checks: [
                .duty("applicationWillResignActive: suspends the non-critical queues", rules: ["STATES-098"]),
                .duty("applicationDidBecomeActive: resumes them", rules: ["STATES-101"]),
            ]),
        ConformanceCase(
            "INTERRUPT-011", "a scene-based app suspends its queues when its scene is deactivated", subject: .app,
            hint: "check sceneWillResignActive: suspends the dispatch and operation queues",
            configuration: .scenes, areas: [.appDuties], setup: [.tapIcon], stimuli: [.incomingCall],
            checks: [.duty("sceneWillResignActive: suspends the non-critical queues", rules: ["SCENE-046"])]),
        ConformanceCase(
            "INTERRUPTX-010", "on deactivation the app quiets down: saves, closes protected files, stops timers and queries, pauses media, game and OpenGL ES",
            subject: .app, hint: "check what the app still holds when applicationWillResignActive: returns",
            areas: [.appDuties, .interruptions], setup: [.tapIcon], stimuli: [.incomingCall],
            checks: resignDuties + [
                .duty("user data saved", rules: ["APG-227", "SCENE-044"]),
                .duty("protected files closed", rules: ["SCENE-045"]),
                CaseCheck("the app is quiet once applicationWillResignActive: returns", rules: ["STATES-032", "SCENE-043"], quiet),
            ]),
        ConformanceCase(
            "INTERRUPTX-011", "with scenes the app quiets down in sceneWillResignActive:", subject: .app,
            hint: "check what the app still holds when sceneWillResignActive: returns",
            configuration: .scenes, areas: [.appDuties, .interruptions], setup: [.tapIcon], stimuli: [.incomingCall],
            checks: [
                .duty("timers and periodic tasks stopped", rules: ["STATES-092"]),
                .duty("metadata queries stopped", rules: ["STATES-093"]),
                .duty("no new task started", rules: ["SCENE-047"]),
                .duty("movie playback paused unless on AirPlay", rules: ["STATES-095"]),
                .duty("the game paused", rules: ["STATES-096"]),
                .duty("the OpenGL ES frame rate lowered", rules: ["STATES-097"]),
                .duty("user data saved", rules: ["SCENE-044"]),
                .duty("protected files closed", rules: ["SCENE-045"]),
                CaseCheck("the app is quiet once sceneWillResignActive: returns", rules: ["SCENE-043"], quiet),
            ]),
        ConformanceCase(
            "INTERRUPTX-012", "on reactivation the app restarts its timers and OpenGL ES frame rate but leaves the game paused", subject: .app,
            hint: "check that applicationDidBecomeActive: reverses applicationWillResignActive:, except that a game waits for the user",
            areas: [.appDuties, .interruptions], setup: [.tapIcon, .incomingCall], stimuli: [.declineCall],
            checks: [
                .duty("timers restarted: what applicationWillResignActive: did is reversed", rules: ["STATES-100", "STATES-099", "APG-233"]),
                .duty("the game stays paused", rules: ["STATES-103"]),
                // STATES-102 asks for the frame rate to be raised again; no duty of the
                // callback-duty table carries it, so the holdings are read directly.
                CaseCheck(
                    "the OpenGL ES frame rate is raised again", rules: ["STATES-102", "STATES-099", "APG-233"],
                    .check("OpenGL ES frame rate raised again") { evidence in
                        evidence.holdings.glContexts == 0 || evidence.holdings.glFrameRateFull
                            ? nil : "the app has an OpenGL ES context but its frame rate is still throttled after reactivation"
                    }),
            ]),
        ConformanceCase(
            "INTERRUPTX-013", "with scenes sceneDidBecomeActive: restarts the timers and leaves the game paused", subject: .app,
            hint: "check what the app holds when sceneDidBecomeActive: returns after an interruption",
            configuration: .scenes, areas: [.appDuties, .interruptions], setup: [.tapIcon, .incomingCall], stimuli: [.declineCall],
            checks: [
                .duty("timers restarted: what sceneWillResignActive: did is reversed", rules: ["STATES-100", "STATES-099"]),
                .duty("the game stays paused", rules: ["STATES-103"]),
            ]),
    ]

    /// The duties of applicationWillResignActive: (callback-duty table CD-001…006), each
    /// with the rules its row carries.
    private static let resignDuties: [CaseCheck] = [
        .duty("timers and periodic tasks stopped", rules: ["STATES-092", "APG-228"]),
        .duty("metadata queries stopped", rules: ["STATES-093", "APG-229"]),
        .duty("no new task started", rules: ["STATES-094", "APG-230", "SCENE-047"]),
        .duty("movie playback paused unless on AirPlay", rules: ["STATES-095", "APG-231"]),
        .duty("the game paused", rules: ["STATES-096"]),
        .duty("the OpenGL ES frame rate lowered", rules: ["STATES-097", "APG-232"]),
    ]
}
