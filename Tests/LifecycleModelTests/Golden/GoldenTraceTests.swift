import Testing
import LifecycleModel

/// Golden traces written by hand from the documents' figures and prose (the launch
/// figures, the interruption figure, the background and foreground figures, the
/// termination section, the opt-out section). They are independent of the transition
/// table the model reads: a wrong table row fails these tests.
@Suite("Golden traces from the documents' figures", .tags(.golden, .required), .citedRulesExist)
struct GoldenTraceTests {
    @Test("[STATES-039, STATES-043] launch into the foreground: willFinish, didFinish, didBecomeActive; inactive until active", .tags(.launch))
    func launchIntoForeground() throws {
        let scenario = try Scenario()
        let trace = try scenario.trace(.tapIcon)
        #expect(
            TraceProjection.events(trace) == [
                "willFinishLaunching@inactive",
                "didFinishLaunching@inactive",
                "post UIApplicationDidFinishLaunchingNotification",
                "didBecomeActive@active",
                "post UIApplicationDidBecomeActiveNotification",
            ])
        #expect(TraceProjection.statePath(trace) == ["not-running", "inactive", "active"])
        #expect(scenario.system.state == .active)
    }

    @Test(
        "[STATES-040, STATES-041, STATES-044] launch into the background: two finish-launching calls in the background, no activation, then suspension",
        .tags(.launch))
    func launchIntoBackground() throws {
        let scenario = try Scenario { $0.backgroundModes = [.fetch] }
        let trace = try scenario.trace(.backgroundEvent(.fetch))
        let events = TraceProjection.events(trace)
        #expect(
            Array(events.prefix(3)) == [
                "willFinishLaunching@background",
                "didFinishLaunching@background",
                "post UIApplicationDidFinishLaunchingNotification",
            ])
        #expect(!events.contains { $0.hasPrefix("didBecomeActive") || $0.hasPrefix("willEnterForeground") })
        #expect(events.contains("performFetch@background"))
        #expect(TraceProjection.statePath(trace) == ["not-running", "background", "suspended"])
    }

    @Test("[STATES-080, STATES-090] an alert interruption that the user declines: resign active, then become active again", .tags(.interruption))
    func declinedInterruption() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        let call = try scenario.trace(.incomingCall)
        #expect(TraceProjection.events(call) == ["willResignActive@active", "post UIApplicationWillResignActiveNotification"])
        #expect(scenario.system.state == .inactive)
        let decline = try scenario.trace(.declineCall)
        #expect(TraceProjection.events(decline) == ["didBecomeActive@active", "post UIApplicationDidBecomeActiveNotification"])
        #expect(scenario.system.state == .active)
    }

    @Test(
        "[STATES-081, STATES-085] during a call alert, Notification Center was never pulled down: dismissing it is refused and the call stays up",
        .tags(.interruption))
    func dismissingAbsentNotificationCenterDuringCall() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .incomingCall)
        #expect(throws: LifecycleError.self) { try scenario.system.send(.dismissNotificationCenter) }
        #expect(scenario.system.state == .inactive, "the app stays inactive while the call alert is on screen")
        let decline = try scenario.trace(.declineCall)
        #expect(TraceProjection.events(decline).first == "didBecomeActive@active", "the call is still there to be declined")
        #expect(scenario.system.state == .active)
    }

    @Test(
        "[STATES-084, STATES-085, STATES-082] with only Notification Center pulled down, there is no call to answer: answering is refused and dismissing reactivates the app",
        .tags(.interruption))
    func answeringWithoutCall() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .pullNotificationCenter)
        #expect(throws: LifecycleError.self) { try scenario.system.send(.answerCall) }
        #expect(throws: LifecycleError.self) { try scenario.system.send(.declineCall) }
        #expect(scenario.system.state == .inactive, "the app stays inactive, never sent to the background")
        let dismiss = try scenario.trace(.dismissNotificationCenter)
        #expect(TraceProjection.events(dismiss).first == "didBecomeActive@active")
        #expect(scenario.system.state == .active)
    }

    @Test(
        "[STATES-115, STATES-120] moving to the background: resign active, enter background, snapshot after it returns, then suspended",
        .tags(.backgroundTransition, .snapshot))
    func movingToBackground() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        let trace = try scenario.trace(.homeButton)
        #expect(
            TraceProjection.events(trace) == [
                "willResignActive@active",
                "post UIApplicationWillResignActiveNotification",
                "didEnterBackground@background",
                "post UIApplicationDidEnterBackgroundNotification",
                "snapshot",
            ])
        #expect(TraceProjection.statePath(trace) == ["active", "inactive", "background", "suspended"])
    }

    @Test(
        "[STATES-146, STATES-149] returning to the foreground from suspension: willEnterForeground in the background, then didBecomeActive",
        .tags(.foregroundTransition))
    func returningToForeground() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .homeButton)
        let trace = try scenario.trace(.tapIcon)
        #expect(
            TraceProjection.events(trace) == [
                "willEnterForeground@background",
                "post UIApplicationWillEnterForegroundNotification",
                "didBecomeActive@active",
                "post UIApplicationDidBecomeActiveNotification",
            ])
        #expect(TraceProjection.statePath(trace).first == "suspended")
        #expect(TraceProjection.statePath(trace).last == "active")
    }

    @Test("[STATES-202, APG-063] a suspended app is terminated without any callback", .tags(.termination))
    func terminationWhileSuspended() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .homeButton)
        let trace = try scenario.trace(.systemTerminate)
        #expect(TraceProjection.events(trace) == ["terminated(silent-while-suspended)"])
        #expect(scenario.system.state == .notRunning)
    }

    @Test("[STATES-207, BGEXEC-221] an app running in the background gets applicationWillTerminate: before it ends", .tags(.termination))
    func terminationWhileRunningInBackground() throws {
        var options = ReferenceApp.Options()
        options.finishesWorkInBackground = true
        let scenario = try Scenario(app: options)
        try scenario.run(.tapIcon, .homeButton)
        #expect(scenario.system.state == .background)
        let trace = try scenario.trace(.systemTerminate)
        #expect(
            TraceProjection.events(trace) == [
                "willTerminate@background",
                "post UIApplicationWillTerminateNotification",
                "terminated(with-notice)",
            ])
    }

    @Test("[APG-070, BGEXEC-182] a user force-quit ends the app with no callback", .tags(.termination))
    func forceQuit() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .homeButton)
        #expect(TraceProjection.events(try scenario.trace(.forceQuit)) == ["terminated(user-force-quit)"])
    }

    @Test(
        "a reboot ends the app with no callback, from every running state", .tags(.termination),
        arguments: [
            [Stimulus.tapIcon], [.tapIcon, .homeButton], [.tapIcon, .incomingCall],
        ])
    func reboot(prefix: [Stimulus]) throws {
        let scenario = try Scenario()
        for stimulus in prefix { try scenario.run(stimulus) }
        #expect(TraceProjection.events(try scenario.trace(.reboot)) == ["terminated(reboot)"])
    }

    @Test("[APG-142, BGEXEC-224] an app that opts out is terminated with applicationWillTerminate: when the user leaves it", .tags(.optOut, .termination))
    func optOut() throws {
        let scenario = try Scenario { $0.exitsOnSuspend = true }
        try scenario.run(.tapIcon)
        let trace = try scenario.trace(.homeButton)
        let events = TraceProjection.events(trace)
        #expect(events.first == "willResignActive@active")
        #expect(events.contains { $0.hasPrefix("willTerminate@") })
        #expect(!events.contains("snapshot"))
        #expect(events.last == "terminated(with-notice)")
        #expect(!TraceProjection.statePath(trace).contains("suspended"))
        #expect(scenario.system.state == .notRunning)
    }

    @Test("[STATES-196] on a device without multitasking, leaving the app terminates it with applicationWillTerminate:", .tags(.termination))
    func noMultitasking() throws {
        let scenario = try Scenario { $0.deviceSupportsMultitasking = false }
        try scenario.run(.tapIcon)
        let events = TraceProjection.events(try scenario.trace(.homeButton))
        #expect(events.first == "willResignActive@active")
        #expect(events.contains { $0.hasPrefix("willTerminate@") })
        #expect(events.last == "terminated(with-notice)")
    }
}
