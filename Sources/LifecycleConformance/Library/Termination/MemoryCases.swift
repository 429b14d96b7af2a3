import LifecycleModel

/// Memory pressure: warnings, which apps are purged, and what the app must free (MEMORY).
enum MemoryCases {
    static let all: [ConformanceCase] = warnings + purges + backgroundPurges + viewControllerWarnings + duties

    /// A memory warning to a foreground app in `state`: the callback (APG-436) and its
    /// documented notification (APG-438), the app going on in the same state.
    private static func warning(_ id: String, _ title: String, hint: String, setup: [Stimulus], state: AppState, line: Int = #line) -> ConformanceCase {
        ConformanceCase(
            id, title, hint: hint, areas: state == .inactive ? [.memoryPressure, .interruptions] : [.memoryPressure], setup: setup,
            stimuli: [.memoryPressure(megabytes: 10)],
            checks: [
                CaseCheck(
                    "the warning is delivered through applicationDidReceiveMemoryWarning: and the app keeps running", rules: ["APG-436"],
                    .all([.callbackSequence(["didReceiveMemoryWarning@*"]), .finalState(state)]), line: line),
                CaseCheck(
                    "UIApplicationDidReceiveMemoryWarningNotification is posted with it", rules: ["APG-438"],
                    .inOrder(["didReceiveMemoryWarning@*", "post UIApplicationDidReceiveMemoryWarningNotification"], filter: .events), line: line),
            ], line: line)
    }

    static let warnings: [ConformanceCase] = [
        warning(
            "MEMORY-001", "the active app is warned through applicationDidReceiveMemoryWarning: and the notification, and keeps running",
            hint:
                "check that memory pressure on a foreground app calls applicationDidReceiveMemoryWarning: and posts UIApplicationDidReceiveMemoryWarningNotification",
            setup: [.tapIcon], state: .active),
        warning(
            "MEMORY-002", "an app made inactive by a call is warned the same way",
            hint: "check that the memory warning also reaches a foreground app that is inactive", setup: [.tapIcon, .incomingCall], state: .inactive),
    ]

    static let purges: [ConformanceCase] = [
        ConformanceCase(
            "MEMORY-003", "a suspended app is purged without any notice when the other suspended apps cannot free enough",
            hint: "check that memory pressure purges a suspended app silently: no callback, no notification, only the termination",
            areas: [.memoryPressure], setup: [.tapIcon, .homeButton], stimuli: [.memoryPressure(megabytes: 200)],
            checks: [
                CaseCheck(
                    "memory pressure ends the suspended app", rules: ["APG-067", "LIFECYCLE-063", "STATES-023"],
                    .all([.inOrder(["terminated(ended)"], filter: .events), .finalState(.notRunning)])),
                CaseCheck(
                    "without notifying it: the end of the process is all that happens", rules: ["LIFECYCLE-063", "STATES-023"],
                    .events(["terminated(ended)"])),
            ]),
        ConformanceCase(
            "MEMORY-004", "a suspended app stays in memory while there is no pressure and when purging one larger app frees enough",
            hint: "check that suspended apps are kept as long as possible: time alone purges nothing, and pressure purges as few apps as it can",
            areas: [.memoryPressure], setup: [.tapIcon, .homeButton], stimuli: [.wait(seconds: 3600), .memoryPressure(megabytes: 100)],
            checks: [
                CaseCheck(
                    "neither an hour nor pressure another app can relieve ends the app", rules: ["STATES-134", "APG-277"],
                    .all([.excludes(["terminated("], filter: .events), .finalState(.suspended)]))
            ]),
        ConformanceCase(
            "MEMORY-005", "a suspended app with a large memory footprint is the first purged",
            hint: "check that memory pressure purges the suspended app with the largest footprint first",
            app: .with { $0.memoryFootprintMegabytes = 300 }, areas: [.memoryPressure], setup: [.tapIcon, .homeButton],
            stimuli: [.memoryPressure(megabytes: 100)],
            checks: [
                CaseCheck(
                    "the 300 MB app is purged first", rules: ["STATES-135", "BGEXEC-228", "APG-146"],
                    .all([.inOrder(["terminated(ended)"], filter: .events), .finalState(.notRunning)]))
            ]),
        ConformanceCase(
            "MEMORY-006", "an app running in the background is ended when purging the suspended apps is not enough",
            hint: "check that memory pressure beyond what suspended apps free terminates an app running in the background",
            app: .finishingWork, areas: [.memoryPressure, .backgroundTasks], setup: [.tapIcon, .homeButton],
            stimuli: [.memoryPressure(megabytes: 500)],
            checks: [
                CaseCheck(
                    "the running background app is ended", rules: ["SCENE-049", "BGEXEC-199"],
                    .all([.inOrder(["terminated(ended)"], filter: .events), .finalState(.notRunning)]))
            ]),
        ConformanceCase(
            "MEMORY-007", "an app running in the background survives pressure that purging a suspended app relieves",
            hint: "check that suspended apps are purged before an app that is still running in the background",
            app: .finishingWork, areas: [.memoryPressure, .backgroundTasks], setup: [.tapIcon, .homeButton],
            stimuli: [.memoryPressure(megabytes: 100)],
            checks: [
                CaseCheck(
                    "the running app is neither ended nor told it will be", rules: ["STATES-134"],
                    .all([.excludes(["terminated(", "willTerminate"], filter: .events), .finalState(.background)]))
            ]),
    ]

    static let duties: [ConformanceCase] = [
        ConformanceCase(
            "MEMORY-010", "the app releases its caches and large objects before it enters the background", subject: .app,
            hint: "check that applicationDidEnterBackground: drops cached images, media and recreatable objects (cacheMegabytes 0)",
            areas: [.appDuties, .backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                // One duty of the callback-duty table (caches-released, CD-011) carries all of
                // these rules: the kit sees only how much the caches hold.
                .duty(
                    "caches, images, media and recreatable objects released in applicationDidEnterBackground:",
                    rules: [
                        "STATES-125", "STATES-137", "STATES-138", "STATES-139", "STATES-140", "APG-131", "APG-280", "APG-281", "APG-282", "APG-283",
                        "BGEXEC-202", "SCENE-048", "SCENE-053", "SCENE-054",
                    ])
            ]),
        ConformanceCase(
            "MEMORY-011", "with scenes the app releases its caches in sceneDidEnterBackground:", subject: .app,
            hint: "check that sceneDidEnterBackground: drops the caches the app can recreate",
            configuration: .scenes, areas: [.appDuties, .backgroundTransitions], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                .duty(
                    "caches, images, media and recreatable objects released in sceneDidEnterBackground:",
                    rules: ["SCENE-048", "SCENE-053", "SCENE-054", "STATES-125", "APG-131", "BGEXEC-202"])
            ]),
        ConformanceCase(
            "MEMORY-012", "on a memory warning the app frees the memory it does not need at once", subject: .app,
            hint: "check that applicationDidReceiveMemoryWarning: empties the app's caches before it returns",
            areas: [.appDuties, .memoryPressure], setup: [.tapIcon], stimuli: [.memoryPressure(megabytes: 10)],
            checks: [
                // APG-439 and APG-434: the memory not needed is freed as the warning is
                // handled; no duty row carries them, so the holdings are read directly.
                CaseCheck(
                    "the caches are empty once applicationDidReceiveMemoryWarning: returns", rules: ["APG-439", "APG-434"],
                    .all([
                        .inOrder(["didReceiveMemoryWarning@*"], filter: .callbacks),
                        .check("caches released") { evidence in
                            evidence.holdings.cacheMegabytes == 0
                                ? nil : "the app still holds \(evidence.holdings.cacheMegabytes) MB of caches after the warning"
                        },
                    ]))
            ]),
    ]
}
