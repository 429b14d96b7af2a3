import Testing
import LifecycleModel

@Suite("Notifications queued while suspended, and deferred redraws", .tags(.queuedNotifications), .citedRulesExist)
struct QueuedNotificationTests {
    @Test("[STATES-153] several orientation changes while suspended arrive as one notification for the net change", .tags(.required))
    func coalescedToNetChange() throws {
        let scenario = try Scenario()
        try scenario.run(.systemChange(.orientation, value: 1), .tapIcon, .homeButton)
        let queued = try scenario.trace(.systemChange(.orientation, value: 3), .systemChange(.orientation, value: 4))
        #expect(TraceProjection.events(queued).isEmpty, "nothing reaches a suspended app")
        let wake = TraceProjection.events(try scenario.trace(.tapIcon))
        #expect(wake.filter { $0 == "post UIDeviceOrientationDidChangeNotification" }.count == 1)
    }

    @Test("[STATES-153] changes that cancel out while suspended deliver nothing", .tags(.required))
    func netZeroChangeDeliversNothing() throws {
        let scenario = try Scenario()
        try scenario.run(.systemChange(.orientation, value: 1), .tapIcon, .homeButton)
        try scenario.run(.systemChange(.orientation, value: 2), .systemChange(.orientation, value: 1))
        #expect(!TraceProjection.events(try scenario.trace(.tapIcon)).contains("post UIDeviceOrientationDidChangeNotification"))
    }

    @Test("[STATES-168, APG-252] queued notifications are delivered before the first touch after waking", .tags(.required))
    func deliveredBeforeTouch() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .homeButton, .systemChange(.locale, value: 7))
        let trace = try scenario.trace(.tapIcon, .touch)
        let notificationIndex = try #require(trace.firstIndex(of: .notification("NSCurrentLocaleDidChangeNotification")))
        let touchIndex = try #require(trace.firstIndex(of: .touchDelivered))
        #expect(notificationIndex < touchIndex)
    }

    @Test("a running app is told of a change at once", .tags(.required))
    func runningAppToldAtOnce() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        #expect(try scenario.run(.systemChange(.battery, value: 20)).contains { if case .notification = $0 { true } else { false } })
    }

    @Test("[STATES-173] redraws asked for in the background are coalesced and done once back in the foreground", .tags(.required))
    func redrawsCoalesced() throws {
        var options = ReferenceApp.Options()
        options.finishesWorkInBackground = true
        let scenario = try Scenario(app: options)
        try scenario.run(.tapIcon, .homeButton)
        let background = try scenario.trace(.requestRedraw, .requestRedraw, .requestRedraw)
        #expect(!background.contains(.viewRedrawn), "nothing is drawn in the background")
        #expect(background.allSatisfy { if case .snapshotTaken = $0 { true } else { false } }, "only the snapshot is updated (APG-273)")
        let trace = try scenario.trace(.tapIcon)
        #expect(trace.filter { $0 == .viewRedrawn }.count == 1)
    }
}
