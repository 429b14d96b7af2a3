import LifecycleModel
import Testing

/// Golden traces of background execution written by hand from the Background Execution
/// document and the App Programming Guide: transfers that finish while the app runs, accessory
/// notifications to an `external-accessory` app, and an app that keeps a shared resource.
@Suite("Golden traces of background execution", .tags(.golden, .required), .citedRulesExist)
struct BackgroundExecutionGoldenTraces {
    @Test("[BGEXEC-039, APG-093] transfers that finish while the app is active reach the session delegate, not the relaunch method", .tags(.backgroundModes))
    func sessionFinishesWhileActive() throws {
        let scenario = try Scenario { $0.sessionSendsLaunchEvents = true }
        try scenario.run(.tapIcon)
        let trace = try scenario.trace(.backgroundEvent(.urlSessionComplete))
        #expect(TraceProjection.events(trace) == ["urlSessionTaskDidComplete@active"])
        #expect(scenario.system.state == .active)
    }

    @Test(
        "[BGEXEC-039, APG-093] transfers that finish while the app still runs in the background reach the session delegate",
        .tags(.backgroundModes))
    func sessionFinishesWhileRunningInBackground() throws {
        var options = ReferenceApp.Options()
        options.finishesWorkInBackground = true
        let scenario = try Scenario({ $0.sessionSendsLaunchEvents = true }, app: options)
        try scenario.run(.tapIcon, .homeButton)
        #expect(scenario.system.state == .background, "premise: the app's background task keeps it running")
        let trace = try scenario.trace(.backgroundEvent(.urlSessionComplete))
        #expect(TraceProjection.events(trace) == ["urlSessionTaskDidComplete@background"])
    }

    @Test("[BGEXEC-039] without sessionSendsLaunchEvents, transfers finishing while the app runs still reach its session delegate", .tags(.backgroundModes))
    func sessionFinishesWhileRunningWithoutLaunchEvents() throws {
        var options = ReferenceApp.Options()
        options.finishesWorkInBackground = true
        let scenario = try Scenario(app: options)
        try scenario.run(.tapIcon, .homeButton)
        let trace = try scenario.trace(.backgroundEvent(.urlSessionComplete))
        #expect(TraceProjection.events(trace) == ["urlSessionTaskDidComplete@background"])
    }

    @Test("[BGEXEC-043] transfers that finish while the app is suspended wake it with the events-for-session method", .tags(.backgroundModes))
    func sessionFinishesWhileSuspended() throws {
        let scenario = try Scenario { $0.sessionSendsLaunchEvents = true }
        try scenario.run(.tapIcon, .homeButton)
        let trace = try scenario.trace(.backgroundEvent(.urlSessionComplete))
        #expect(TraceProjection.events(trace) == ["handleEventsForBackgroundURLSession@background"])
        #expect(TraceProjection.statePath(trace) == ["suspended", "background", "suspended"])
    }

    @Test("[BGEXEC-147] an external-accessory app is woken for an accessory connection and hears of it in the background", .tags(.backgroundModes))
    func accessoryConnectionWakesAccessoryApp() throws {
        let scenario = try Scenario { $0.backgroundModes = [.externalAccessory] }
        try scenario.run(.tapIcon, .homeButton)
        let trace = try scenario.trace(.systemChange(.accessoryConnection, value: 1))
        #expect(TraceProjection.events(trace) == ["post EAAccessoryDidConnectNotification"])
        #expect(TraceProjection.statePath(trace) == ["suspended", "background", "suspended"])
    }

    @Test("[BGEXEC-147, STATES-152] without the external-accessory mode an accessory connection waits for the app's next run", .tags(.queuedNotifications))
    func accessoryConnectionQueuedWithoutMode() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .homeButton)
        let trace = try scenario.trace(.systemChange(.accessoryConnection, value: 1))
        #expect(TraceProjection.events(trace).isEmpty)
        #expect(scenario.system.state == .suspended)
    }

    @Test("[BGEXEC-205, SCENE-061] an app that keeps the camera after entering the background is terminated instead of suspended", .tags(.termination))
    func sharedResourceKeptAtSuspension() throws {
        var options = ReferenceApp.Options()
        options.keepsSharedResourcesInBackground = true
        let scenario = try Scenario(app: options)
        try scenario.run(.tapIcon)
        let trace = try scenario.trace(.homeButton)
        let events = TraceProjection.events(trace)
        #expect(events.last == "terminated(shared-resource-in-background)")
        #expect(!TraceProjection.statePath(trace).contains("suspended"))
        #expect(scenario.system.state == .notRunning)
    }

    @Test("[BGEXEC-205, SCENE-060] an app that releases its shared resources on entering the background is suspended", .tags(.suspension))
    func sharedResourcesReleasedAtSuspension() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        let trace = try scenario.trace(.homeButton)
        #expect(!TraceProjection.events(trace).contains { $0.hasPrefix("terminated") })
        #expect(scenario.system.state == .suspended)
    }
}

/// Time beyond a callback: a background task begun in the foreground, and the accessory time.
@Suite("Golden traces of background time", .tags(.golden), .citedRulesExist)
struct BackgroundTimeGoldenTraces {
    @Test("[BGEXEC-020] a background task begun in the foreground keeps the app running once it leaves", .tags(.backgroundTask, .optional))
    func taskBegunInForeground() throws {
        let scenario = try Scenario(app: options { $0.beginsTaskInForeground = true })
        try scenario.run(.tapIcon)
        let trace = try scenario.trace(.homeButton, .wait(seconds: 30))
        #expect(TraceProjection.statePath(trace) == ["active", "inactive", "background"])
        #expect(scenario.system.state == .background)
    }

    @Test("[BGEXEC-150] after an accessory event the app has about ten seconds before it is suspended", .tags(.backgroundModes, .required))
    func accessoryTime() throws {
        let scenario = try Scenario({ $0.backgroundModes = [.externalAccessory] }, app: options { $0.keepsProcessingAccessoryData = true })
        try scenario.run(.tapIcon, .homeButton, .backgroundEvent(.externalAccessory), .wait(seconds: 9))
        #expect(scenario.system.state == .background)
        try scenario.run(.wait(seconds: 2))
        #expect(scenario.system.state == .suspended)
    }

    @Test("[BGEXEC-152] a background task begun for accessory data gives the app more than the accessory time", .tags(.backgroundTask, .optional))
    func accessoryTaskTime() throws {
        let scenario = try Scenario({ $0.backgroundModes = [.externalAccessory] }, app: options { $0.beginsTaskForAccessoryData = true })
        try scenario.run(.tapIcon, .homeButton, .backgroundEvent(.externalAccessory), .wait(seconds: 60))
        #expect(scenario.system.state == .background)
    }

    /// Reference app options changed from the defaults.
    private func options(_ change: (inout ReferenceApp.Options) -> Void) -> ReferenceApp.Options {
        var options = ReferenceApp.Options()
        change(&options)
        return options
    }
}

/// The audio mode keeps an app running only while it plays.
@Suite("Golden traces of background audio", .tags(.golden, .required), .citedRulesExist)
struct BackgroundAudioGoldenTraces {
    @Test("[BGEXEC-095, BGEXEC-094] an audio app that stops playing in the background is suspended", .tags(.backgroundModes))
    func stopsPlayingThenSuspended() throws {
        var options = ReferenceApp.Options()
        options.usesBackgroundMode = .audio
        options.stopsPlayingAtAudioEvent = true
        let scenario = try Scenario({ $0.backgroundModes = [.audio] }, app: options)
        try scenario.run(.tapIcon, .homeButton, .wait(seconds: 600))
        #expect(scenario.system.state == .background, "premise: playing keeps the app running")
        let trace = try scenario.trace(.backgroundEvent(.audio))
        #expect(TraceProjection.events(trace) == ["audioSessionEvent@background"])
        #expect(TraceProjection.statePath(trace) == ["background", "suspended"])
    }
}

/// The accessory notifications of an app that interacts with external accessories.
@Suite("Golden traces of accessory sessions", .tags(.golden, .required), .citedRulesExist)
struct AccessorySessionGoldenTraces {
    @Test("[BGEXEC-208, BGEXEC-211] an accessory app hears of a disconnection as it leaves and of a connection as it returns", .tags(.backgroundTransition))
    func disconnectAndReconnect() throws {
        let scenario = try Scenario { $0.interactsWithAccessories = true }
        try scenario.run(.tapIcon)
        let leaving = TraceProjection.events(try scenario.trace(.homeButton))
        #expect(leaving.contains("post EAAccessoryDidDisconnectNotification"))
        #expect(!leaving.contains("post EAAccessoryDidConnectNotification"))
        let returning = TraceProjection.events(try scenario.trace(.tapIcon))
        #expect(returning.contains("post EAAccessoryDidConnectNotification"))
        #expect(!returning.contains("post EAAccessoryDidDisconnectNotification"))
    }

    @Test("[BGEXEC-208] an app that does not interact with accessories is sent no accessory notification on leaving", .tags(.backgroundTransition))
    func noAccessoryNoNotification() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        #expect(!TraceProjection.events(try scenario.trace(.homeButton)).contains { $0.hasPrefix("post EAAccessory") })
    }
}

/// What `backgroundTimeRemaining` reports.
@Suite("Golden values of background time remaining", .tags(.golden, .required), .citedRulesExist)
struct BackgroundTimeRemainingGoldenValues {
    @Test(
        "[BGEXEC-025, APG-090] backgroundTimeRemaining is finite once the app enters the background and smaller at its expiration handler",
        .tags(.backgroundTask))
    func readingsShrink() throws {
        var options = ReferenceApp.Options()
        options.finishesWorkInBackground = true
        options.readsBackgroundTimeRemaining = true
        let app = ReferenceApp(options: options)
        let system = try ReferenceSystem()
        try system.configure(Configuration(), app: app)
        _ = try system.send(.tapIcon)
        _ = try system.send(.homeButton)
        let atEntry = try #require(app.holdings.backgroundTimeRemainingReadings.first)
        #expect(atEntry.isFinite && atEntry > 0, "inside applicationDidEnterBackground: the app is in the background and its time is counted")
        _ = try system.send(.wait(seconds: 10_000))
        let atExpiry = try #require(app.holdings.backgroundTimeRemainingReadings.last)
        #expect(app.holdings.backgroundTimeRemainingReadings.count == 2)
        #expect(atExpiry >= 0 && atExpiry < atEntry)
    }
}
