import Testing
import LifecycleModel

@Suite("Interruptions, banners, notification centre, Sleep/Wake and app switching", .tags(.interruption), .citedRulesExist)
struct InterruptionTests {
    @Test("[STATES-083] a banner does not deactivate the app: no callback, still active, touches still delivered", .tags(.required))
    func bannerKeepsAppActive() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        #expect(TraceProjection.events(try scenario.trace(.notificationBanner)).isEmpty)
        #expect(scenario.system.state == .active)
        #expect(try scenario.run(.touch) == [.touchDelivered])
    }

    @Test("[STATES-090] while an alert is up the app receives no touch events", .tags(.required))
    func noTouchesDuringAlert() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .incomingCall)
        #expect(throws: LifecycleError.self) { try scenario.run(.touch) }
    }

    @Test("answering a call sends the app to the background and on to suspension", .tags(.required))
    func answeredCall() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .incomingCall)
        let events = TraceProjection.events(try scenario.trace(.answerCall))
        #expect(events.first == "didEnterBackground@background")
        #expect(scenario.system.state == .suspended)
    }

    @Test("pulling down the notification centre deactivates the app; dismissing it reactivates it", .tags(.required))
    func notificationCentre() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        #expect(TraceProjection.events(try scenario.trace(.pullNotificationCenter)).first == "willResignActive@active")
        #expect(scenario.system.state == .inactive)
        #expect(TraceProjection.events(try scenario.trace(.dismissNotificationCenter)).first == "didBecomeActive@active")
        #expect(scenario.system.state == .active)
    }

    @Test("[BGEXEC-009] by default locking the device moves the app to the background", .tags(.required))
    func lockMovesToBackgroundByDefault() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        let events = TraceProjection.events(try scenario.trace(.lock))
        #expect(events.first == "willResignActive@active")
        #expect(events.contains("didEnterBackground@background"))
        #expect(scenario.system.state == .suspended)
        #expect(throws: LifecycleError.self) { try scenario.run(.tapIcon) }
        let unlock = TraceProjection.events(try scenario.trace(.unlock))
        #expect(unlock.first == "willEnterForeground@background", "unlocking returns to the app that was in front")
        #expect(scenario.system.state == .active)
    }

    @Test("[STATES-087, STATES-088] with the older reading of Sleep/Wake, locking only deactivates the app and unlocking reactivates it", .tags(.required))
    func lockOnlyDeactivatesUnderOlderReading() throws {
        let scenario = try Scenario { $0.sleepWakeBehaviour = .inactive }
        try scenario.run(.tapIcon)
        let events = TraceProjection.events(try scenario.trace(.lock))
        #expect(events.first == "willResignActive@active")
        #expect(!events.contains { $0.hasPrefix("didEnterBackground") })
        #expect(scenario.system.state == .inactive)
        let unlock = TraceProjection.events(try scenario.trace(.unlock))
        #expect(unlock.first == "didBecomeActive@active")
        #expect(scenario.system.state == .active)
    }

    @Test("[STATES-114] switching to another app is handled like the Home button", .tags(.required))
    func appSwitch() throws {
        let viaHome = try Scenario()
        let viaSwitch = try Scenario()
        try viaHome.run(.tapIcon)
        try viaSwitch.run(.tapIcon)
        #expect(TraceProjection.events(try viaSwitch.trace(.appSwitch)) == TraceProjection.events(try viaHome.trace(.homeButton)))
    }
}
