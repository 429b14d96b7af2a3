import LifecycleModel

/// Every way an app stops running.
enum TerminationCases {
    static let all: [ConformanceCase] = [
        ConformanceCase(
            "TERMINATE-001", "a suspended app is terminated without any callback",
            rules: ["STATES-202", "APG-063", "APG-069"], hint: "check that no code of a suspended app runs when it is purged",
            areas: [.termination], setup: [.tapIcon, .homeButton], stimuli: [.systemTerminate],
            expect: .all([.events(["terminated(silent-while-suspended)"]), .finalState(.notRunning)])),
        ConformanceCase(
            "TERMINATE-002", "an app running in the background gets applicationWillTerminate: before it ends",
            rules: ["STATES-207", "STATES-198", "BGEXEC-221", "APG-062"], hint: "check that a running background app is told before termination",
            app: .finishingWork, areas: [.termination], setup: [.tapIcon, .homeButton], stimuli: [.systemTerminate],
            expect: .events(Lines.willTerminate + ["terminated(with-notice)"])),
        ConformanceCase(
            "TERMINATE-003", "a user force-quit gives the app no notice",
            rules: ["APG-070", "LIFECYCLE-075"], hint: "check that force-quit does not call applicationWillTerminate:",
            areas: [.termination], setup: [.tapIcon, .homeButton], stimuli: [.forceQuit],
            expect: .events(["terminated(user-force-quit)"])),
        ConformanceCase(
            "TERMINATE-004", "a reboot ends a running app with no callback",
            rules: ["LIFECYCLE-073"], hint: "check that a device restart runs no app code",
            areas: [.termination], setup: [.tapIcon], stimuli: [.reboot],
            expect: .all([.events(["terminated(reboot)"]), .finalState(.notRunning)])),
        ConformanceCase(
            "TERMINATE-005", "an app that opts out is terminated with applicationWillTerminate: when the user leaves it, never suspended",
            rules: ["APG-141", "APG-142", "BGEXEC-224", "STATES-197", "APG-140", "BGEXEC-222"],
            hint: "check UIApplicationExitsOnSuspend: Home must lead to willTerminate and not-running, with no background or suspended state",
            configuration: .with { $0.exitsOnSuspend = true }, areas: [.termination], setup: [.tapIcon], stimuli: [.homeButton],
            expect: .all([
                .inOrder(["willResignActive@active", "terminated(with-notice)"], filter: .events),
                .inOrder(["willTerminate@inactive"], filter: .callbacks),
                .excludes(["state:suspended", "state:background", "snapshot"], filter: .everything),
                .finalState(.notRunning),
            ])),
        ConformanceCase(
            "TERMINATE-006", "on a device without multitasking, leaving the app terminates it with notice",
            rules: ["STATES-196", "STATES-026"], hint: "check configurations without multitasking: Home ends the app",
            configuration: .with { $0.deviceSupportsMultitasking = false }, areas: [.termination], setup: [.tapIcon], stimuli: [.homeButton],
            expect: .all([.inOrder(["willResignActive@active", "willTerminate@inactive"], filter: .callbacks), .finalState(.notRunning)])),
        ConformanceCase(
            "TERMINATE-007", "before iOS 4 leaving the app terminates it with notice",
            rules: ["STATES-195"], hint: "check that iOS versions before 4.0 have no background state",
            configuration: .with {
                $0.iosVersion = .init(3, 2); $0.linkedSDKVersion = .init(3, 2)
            }, areas: [.termination],
            setup: [.tapIcon], stimuli: [.homeButton],
            expect: .all([.inOrder(["willTerminate@inactive"], filter: .callbacks), .finalState(.notRunning)])),
        ConformanceCase(
            "TERMINATE-008", "an app linked against an SDK before iOS 4 is terminated when it leaves the foreground",
            rules: ["STATES-194"], hint: "check that the linked SDK version, not only the OS, decides multitasking",
            configuration: .with { $0.linkedSDKVersion = .init(3, 1) }, areas: [.termination], setup: [.tapIcon], stimuli: [.homeButton],
            expect: .finalState(.notRunning)),
        ConformanceCase(
            "TERMINATE-009", "no extra background time can be had from applicationWillTerminate:",
            rules: ["STATES-208"], hint: "check that beginBackgroundTask is refused while willTerminate runs",
            app: .with {
                $0.finishesWorkInBackground = true; $0.beginsTaskInWillTerminate = true
            }, areas: [.termination, .backgroundTasks],
            setup: [.tapIcon, .homeButton], stimuli: [.systemTerminate],
            expect: .all([.inOrder(["task-refused"], filter: .everything), .finalState(.notRunning)])),
        ConformanceCase(
            "TERMINATE-010", "an app running in the background is warned of memory pressure, as a foreground app is",
            rules: ["BGEXEC-220"], hint: "check that memory warnings reach apps running in the background, not only the active app",
            app: .finishingWork, areas: [.memoryPressure], setup: [.tapIcon, .homeButton], stimuli: [.memoryPressure(megabytes: 10)],
            expect: .all([.inOrder(["didReceiveMemoryWarning@background"], filter: .callbacks), .finalState(.background)])),
        ConformanceCase(
            "TERMINATE-011", "an applicationDidEnterBackground: that runs past its roughly 5 seconds gets the app killed; one within them does not",
            rules: ["APG-263", "STATES-128", "APG-262", "STATES-126"],
            hint: "check the watchdog on applicationDidEnterBackground: about 5 s, then termination without further callbacks",
            app: .with { $0.callbackDurations = [.didEnterBackground: 6] }, areas: [.watchdog], setup: [.tapIcon], stimuli: [.homeButton],
            expect: .all([
                .inOrder(["didEnterBackground@background", "terminated(watchdog)"], filter: .events), .excludes(["snapshot"], filter: .events),
                .finalState(.notRunning),
            ])),
        ConformanceCase(
            "TERMINATE-012", "an applicationDidEnterBackground: of 4 seconds is within its time",
            rules: ["APG-262", "STATES-126"], hint: "check the watchdog does not fire below its budget",
            app: .with { $0.callbackDurations = [.didEnterBackground: 4] }, areas: [.watchdog], setup: [.tapIcon], stimuli: [.homeButton],
            expect: .all([.excludes(["terminated("], filter: .events), .finalState(.suspended)])),
        ConformanceCase(
            "TERMINATE-013", "an applicationWillTerminate: that does not return in time ends with the app purged anyway",
            rules: ["STATES-201", "APG-485"], hint: "check that a slow willTerminate is cut off by the watchdog",
            app: .with {
                $0.finishesWorkInBackground = true; $0.callbackDurations = [.willTerminate: 8]
            }, areas: [.watchdog, .termination],
            setup: [.tapIcon, .homeButton], stimuli: [.systemTerminate],
            expect: .all([.inOrder(["willTerminate@background", "terminated(watchdog)"], filter: .events), .finalState(.notRunning)])),
        ConformanceCase(
            "TERMINATE-014", "an app that keeps doing OpenGL ES work in the background is terminated at once",
            rules: ["APG-123", "BGEXEC-190", "LIFECYCLE-069"], hint: "check that OpenGL ES work after entering the background ends the app",
            app: .with { $0.keepsGLWorkInBackground = true }, areas: [.termination], setup: [.tapIcon], stimuli: [.homeButton],
            expect: .all([.inOrder(["didEnterBackground@background", "terminated(gl-in-background)"], filter: .events), .finalState(.notRunning)])),
        ConformanceCase(
            "TERMINATE-015", "an app that never ends its background task is terminated when the time runs out",
            rules: ["BGEXEC-018", "BGEXEC-217"], hint: "check that an unended background task gets the app terminated at expiry, after its expiration handler",
            app: .with { $0.neverEndsBackgroundTask = true }, areas: [.backgroundTasks, .termination], setup: [.tapIcon, .homeButton],
            stimuli: [.wait(seconds: 10_000)],
            expect: .all([
                .inOrder(["expiration-handler", "state:not-running", "terminated(background-task-overrun)"], filter: .everything), .finalState(.notRunning),
            ])),
    ]
}
