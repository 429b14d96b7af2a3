import LifecycleModel
import LifecycleSpec
import Testing

/// Written from the Background Execution chapter's list for responsible background apps and
/// its external-accessory section: what the system closes in the app's place when it suspends
/// it (a Bonjour service left published; accessory sessions on systems before iOS 5), what it
/// keeps (an external-accessory app's sessions), what it never dismisses (an alert), and the
/// app's own answer to the accessory disconnection notification.
@Suite("What the system closes of the app's own at suspension, and what it leaves open")
struct SystemClosingTests {
    static let connect = Stimulus.systemChange(.accessoryConnection, value: 1)

    /// Reference-app options with one flag set.
    static func options(_ flag: WritableKeyPath<ReferenceApp.Options, Bool>) -> ReferenceApp.Options {
        var options = ReferenceApp.Options()
        options[keyPath: flag] = true
        return options
    }

    @Test("[BGEXEC-209, BGEXEC-210] the app closes its accessory session when told, on leaving, that the accessory disconnected")
    func disconnectionClosesSession() throws {
        let scenario = try Scenario { $0.interactsWithAccessories = true }
        try scenario.run(.tapIcon, Self.connect)
        #expect(scenario.app.holdings.accessorySessionOpen, "premise: a connected accessory gives the running app a session")
        let leaving = try scenario.trace(.homeButton)
        #expect(leaving.contains(.notification(NotificationName.accessoryDidDisconnect.rawValue)))
        #expect(!scenario.app.holdings.accessorySessionOpen)
        #expect(!leaving.contains(.closedBySystem(.accessorySession)), "the app closed it itself; nothing was left for the system")
    }

    @Test("[APG-126, BGEXEC-195, BGEXEC-194] a Bonjour service left published is closed by the system at suspension")
    func bonjourLeftPublishedIsClosed() throws {
        let scenario = try Scenario(app: Self.options(\.leavesBonjourPublished))
        try scenario.run(.tapIcon)
        let leaving = try scenario.trace(.homeButton)
        #expect(scenario.system.state == .suspended)
        #expect(leaving.contains(.closedBySystem(.bonjourService)))
        #expect(scenario.app.holdings.bonjourServices == 0, "a suspended app cannot answer requests, so its service must not look available")
    }

    @Test("[APG-124] a service the app cancels itself leaves the system nothing to close")
    func cancelledBonjourNeedsNoClosing() throws {
        let scenario = try Scenario()
        let trace = try scenario.trace(.tapIcon, .homeButton)
        #expect(!trace.contains { if case .closedBySystem = $0 { true } else { false } })
    }

    @Test("[BGEXEC-144] with the external-accessory mode the session stays open while the app is suspended")
    func accessoryAppKeepsSession() throws {
        let scenario = try Scenario { $0.backgroundModes = [.externalAccessory] }
        try scenario.run(.tapIcon, Self.connect)
        let leaving = try scenario.trace(.homeButton)
        #expect(scenario.system.state == .suspended)
        #expect(!leaving.contains(.closedBySystem(.accessorySession)))
        #expect(scenario.app.holdings.accessorySessionOpen)
    }

    @Test("[BGEXEC-145] on iOS 4 suspension closes the session; on iOS 5 with the mode it does not", arguments: [(4, 3, false), (5, 0, true)])
    func versionBoundary(major: Int, minor: Int, kept: Bool) throws {
        let scenario = try Scenario {
            $0.iosVersion = IOSVersion(major, minor)
            $0.backgroundModes = [.externalAccessory]
        }
        try scenario.run(.tapIcon, Self.connect)
        let leaving = try scenario.trace(.homeButton)
        #expect(scenario.system.state == .suspended)
        #expect(leaving.contains(.closedBySystem(.accessorySession)) == !kept)
        #expect(scenario.app.holdings.accessorySessionOpen == kept)
    }

    @Test("[APG-135, BGEXEC-212] an alert left on screen is still open after the app moved to the background")
    func alertIsNotDismissed() throws {
        let scenario = try Scenario(app: Self.options(\.leavesAlertOpen))
        try scenario.run(.tapIcon)
        #expect(scenario.app.holdings.openAlerts > 0, "premise: the active app shows an alert")
        let leaving = try scenario.trace(.homeButton)
        #expect(!leaving.contains(.closedBySystem(.alert)))
        #expect(scenario.app.holdings.openAlerts > 0)
    }

    @Test("[BGEXEC-198] a socket connection torn down while suspended is made again when the app resumes")
    func socketReestablishedOnResume() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .homeButton)
        #expect(scenario.system.state == .suspended)
        #expect(scenario.app.holdings.socketConnection == .open, "premise: the app keeps its connection into suspension")
        let change = try scenario.trace(.networkChange)
        #expect(change.contains(.closedBySystem(.socketConnection)))
        #expect(scenario.app.holdings.socketConnection == .failed, "the app meets the error only when it runs again")
        try scenario.run(.tapIcon)
        #expect(scenario.app.holdings.socketConnection == .open)
    }

    @Test("a network change while the app runs leaves its sockets to the app's own code")
    func networkChangeWhileRunning() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        let change = try scenario.trace(.networkChange)
        #expect(change.isEmpty)
        #expect(scenario.app.holdings.socketConnection == .open)
    }
}
