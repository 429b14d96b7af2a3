import LifecycleModel

/// Every way an app stops running (TERMINATE); purges for memory, force-quits from the
/// background and the app's own readiness are in `TerminateCases+Eviction.swift` (TERMX). An
/// ordinary end of the process is named `terminated(ended)` whatever the adapter calls it
/// (contract §6); the causes of a kill the documents name are compared.
enum TerminateCases {
    static let all: [ConformanceCase] = notice + platforms + watchdog + evictions

    static let notice: [ConformanceCase] = [
        ConformanceCase(
            "TERMINATE-001", "a suspended app is terminated without any callback",
            hint: "check that no code of a suspended app runs when it is purged",
            areas: [.termination], setup: [.tapIcon, .homeButton], stimuli: [.systemTerminate],
            checks: [
                CaseCheck(
                    "the suspended app gets no applicationWillTerminate: and ends", rules: ["STATES-202", "APG-063"],
                    .all([.excludes(["willTerminate"], filter: .callbacks), .finalState(.notRunning)])),
                CaseCheck(
                    "the system reclaims it without notifying it: the end of the process is all that happens", rules: ["APG-069"],
                    .all([.events(["terminated(ended)"]), .finalState(.notRunning)])),
            ]),
        ConformanceCase(
            "TERMINATE-002", "an app running in the background gets applicationWillTerminate: before it ends",
            hint: "check that a running background app is told before termination",
            app: .finishingWork, areas: [.termination], setup: [.tapIcon, .homeButton], stimuli: [.systemTerminate],
            checks: [
                CaseCheck(
                    "applicationWillTerminate:, then the end of the process", rules: ["STATES-207", "STATES-198", "APG-062"],
                    .events(Lines.willTerminate + ["terminated(ended)"]))
            ]),
        ConformanceCase(
            "TERMINATE-003", "a user force-quit gives the app no notice",
            hint: "check that force-quit does not call applicationWillTerminate:",
            areas: [.termination], setup: [.tapIcon, .homeButton], stimuli: [.forceQuit],
            checks: [
                CaseCheck(
                    "the force-quit ends the process and nothing else happens", rules: ["APG-070", "LIFECYCLE-075"],
                    .events(["terminated(user-force-quit)"]))
            ]),
        ConformanceCase(
            "TERMINATE-004", "a reboot ends a running app with no callback",
            hint: "check that a device restart runs no app code",
            areas: [.termination], setup: [.tapIcon], stimuli: [.reboot],
            checks: [
                CaseCheck(
                    "the reboot ends the process and no callback runs", rules: ["LIFECYCLE-073"],
                    .all([.events(["terminated(ended)"]), .finalState(.notRunning)]))
            ]),
    ]

    static let platforms: [ConformanceCase] = [
        ConformanceCase(
            "TERMINATE-005", "an app that opts out is terminated with applicationWillTerminate: when the user leaves it, never suspended",
            hint: "check UIApplicationExitsOnSuspend: Home must lead to willTerminate and not-running, with no background or suspended state",
            configuration: .with { $0.exitsOnSuspend = true }, areas: [.termination], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "Home calls willResignActive, then applicationWillTerminate:", rules: ["APG-142", "BGEXEC-224"],
                    .inOrder(["willResignActive@*", "willTerminate@*"], filter: .callbacks)),
                CaseCheck(
                    "the opt-out takes effect: the app is terminated as it leaves the foreground",
                    rules: ["STATES-197", "APG-140", "BGEXEC-222"],
                    .all([.inOrder(["willTerminate@*", "terminated(ended)"], filter: .events), .finalState(.notRunning)])),
                CaseCheck(
                    "the opted-out app never enters the background or suspended state", rules: ["APG-141"],
                    .excludes(["state:background", "state:suspended"], filter: .states)),
            ]),
        terminatedOnLeaving(
            "TERMINATE-006", "on a device without multitasking, leaving the app terminates it with notice", rules: ["STATES-196", "STATES-026"],
            hint: "check configurations without multitasking: Home ends the app",
            configuration: .with { $0.deviceSupportsMultitasking = false }),
        terminatedOnLeaving(
            "TERMINATE-007", "before iOS 4 leaving the app terminates it with notice", rules: ["STATES-195"],
            hint: "check that iOS versions before 4.0 have no background state",
            configuration: .with {
                $0.iosVersion = .init(3, 2)
                $0.linkedSDKVersion = .init(3, 2)
            }),
        ConformanceCase(
            "TERMINATE-008", "an app linked against an SDK before iOS 4 is terminated when it leaves the foreground",
            hint: "check that the linked SDK version, not only the OS, decides multitasking",
            configuration: .with { $0.linkedSDKVersion = .init(3, 1) }, areas: [.termination], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "leaving the foreground ends the app instead of moving it to the background", rules: ["STATES-194"],
                    .all([.excludes(["state:background", "state:suspended"], filter: .states), .finalState(.notRunning)]))
            ]),
        ConformanceCase(
            "TERMINATE-009", "no extra background time can be had from applicationWillTerminate:",
            hint: "check that beginBackgroundTask is refused while willTerminate runs",
            app: .with {
                $0.finishesWorkInBackground = true
                $0.beginsTaskInWillTerminate = true
            },
            areas: [.termination, .backgroundTasks], setup: [.tapIcon, .homeButton], stimuli: [.systemTerminate],
            checks: [
                CaseCheck(
                    "the background task asked for in applicationWillTerminate: is refused and the app ends", rules: ["STATES-208"],
                    .all([
                        .inOrder(["willTerminate@*"], filter: .callbacks), .inOrder(["task-refused"], filter: .everything), .finalState(.notRunning),
                    ]))
            ]),
        ConformanceCase(
            "TERMINATE-010", "an app running in the background is warned of memory pressure, as a foreground app is",
            hint: "check that memory warnings reach apps running in the background, not only the active app",
            app: .finishingWork, areas: [.memoryPressure], setup: [.tapIcon, .homeButton], stimuli: [.memoryPressure(megabytes: 10)],
            checks: [
                CaseCheck(
                    "the background app receives applicationDidReceiveMemoryWarning: and keeps running", rules: ["BGEXEC-220"],
                    .all([.inOrder(["didReceiveMemoryWarning@background"], filter: .callbacks), .finalState(.background)])),
                CaseCheck(
                    "UIApplicationDidReceiveMemoryWarningNotification accompanies the warning", rules: ["APG-438"],
                    .inOrder(["didReceiveMemoryWarning@background", "post UIApplicationDidReceiveMemoryWarningNotification"], filter: .events)),
            ]),
    ]

    /// A configuration without a background state: leaving the foreground ends the app
    /// (`rules`), and the running app is told with applicationWillTerminate: (STATES-198).
    private static func terminatedOnLeaving(
        _ id: String, _ title: String, rules: [String], hint: String, configuration: Configuration, line: Int = #line
    ) -> ConformanceCase {
        ConformanceCase(
            id, title, hint: hint, configuration: configuration, areas: [.termination], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "leaving the foreground ends the app instead of moving it to the background", rules: rules,
                    .all([
                        .excludes(["state:background", "state:suspended"], filter: .states), .inOrder(["terminated(ended)"], filter: .events),
                        .finalState(.notRunning),
                    ]), line: line),
                CaseCheck(
                    "the running app is told: willResignActive, then applicationWillTerminate:", rules: ["STATES-198"],
                    .inOrder(["willResignActive@*", "willTerminate@*"], filter: .callbacks), line: line),
            ], line: line)
    }

    static let watchdog: [ConformanceCase] = [
        ConformanceCase(
            "TERMINATE-011", "an applicationDidEnterBackground: that runs past its roughly 5 seconds gets the app killed; one within them does not",
            hint: "check the watchdog on applicationDidEnterBackground: about 5 s, then termination without further callbacks",
            app: .with { $0.callbackDurations = [.didEnterBackground: 6] }, areas: [.watchdog], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "a 6-second applicationDidEnterBackground: is ended by the watchdog", rules: ["APG-263", "STATES-128", "APG-262", "STATES-126"],
                    .all([.inOrder(["didEnterBackground@*", "terminated(watchdog)"], filter: .events), .finalState(.notRunning)])),
                CaseCheck(
                    "no snapshot is taken of an app killed before didEnterBackground returns", rules: ["STATES-128"],
                    .excludes(["snapshot"], filter: .events)),
            ]),
        ConformanceCase(
            "TERMINATE-012", "an applicationDidEnterBackground: of 4 seconds is within its time",
            hint: "check the watchdog does not fire below its budget",
            app: .with { $0.callbackDurations = [.didEnterBackground: 4] }, areas: [.watchdog], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "a 4-second applicationDidEnterBackground: is not cut short and the app is suspended", rules: ["APG-262", "STATES-126"],
                    .all([.excludes(["terminated("], filter: .events), .finalState(.suspended)]))
            ]),
        ConformanceCase(
            "TERMINATE-013", "an applicationWillTerminate: that does not return in time ends with the app purged anyway",
            hint: "check that a slow willTerminate is cut off by the watchdog",
            app: .with {
                $0.finishesWorkInBackground = true
                $0.callbackDurations = [.willTerminate: 8]
            },
            areas: [.watchdog, .termination], setup: [.tapIcon, .homeButton], stimuli: [.systemTerminate],
            checks: [
                CaseCheck(
                    "the watchdog ends an 8-second applicationWillTerminate:", rules: ["STATES-201", "APG-485"],
                    .all([.inOrder(["willTerminate@*", "terminated(watchdog)"], filter: .events), .finalState(.notRunning)]))
            ]),
        ConformanceCase(
            "TERMINATE-014", "an app that keeps doing OpenGL ES work in the background is terminated at once",
            hint: "check that OpenGL ES work after entering the background ends the app",
            app: .with { $0.keepsGLWorkInBackground = true }, areas: [.termination], setup: [.tapIcon], stimuli: [.homeButton],
            checks: [
                CaseCheck(
                    "OpenGL ES work in the background ends the app", rules: ["APG-123", "BGEXEC-190", "LIFECYCLE-069"],
                    .all([.inOrder(["didEnterBackground@*", "terminated(gl-in-background)"], filter: .events), .finalState(.notRunning)]))
            ]),
        ConformanceCase(
            "TERMINATE-015", "an app that never ends its background task is terminated when the time runs out",
            hint: "check that an unended background task gets the app terminated at expiry, after its expiration handler",
            app: .with { $0.neverEndsBackgroundTask = true }, areas: [.backgroundTasks, .termination], setup: [.tapIcon, .homeButton],
            stimuli: [.wait(seconds: 10_000)],
            checks: [
                // The expiration handler and the end of the process are both in the chain;
                // the change to not running is in the states part, and its position relative
                // to `terminated` is free (contract §6).
                CaseCheck(
                    "after its expiration handler the app is ended for overrunning its background task", rules: ["BGEXEC-018", "BGEXEC-217"],
                    .all([
                        .inOrder(["expiration-handler", "terminated(background-task-overrun)"], filter: .everything),
                        .inOrder(["state:not-running"], filter: .states), .finalState(.notRunning),
                    ]))
            ]),
    ]
}
