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
            rules: ["APG-069"], hint: "check that a device restart runs no app code",
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
            configuration: .with { $0.iosVersion = .init(3, 2); $0.linkedSDKVersion = .init(3, 2) }, areas: [.termination],
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
            app: .with { $0.finishesWorkInBackground = true; $0.beginsTaskInWillTerminate = true }, areas: [.termination, .backgroundTasks],
            setup: [.tapIcon, .homeButton], stimuli: [.systemTerminate],
            expect: .all([.inOrder(["task-refused"], filter: .everything), .finalState(.notRunning)])),
    ]
}
