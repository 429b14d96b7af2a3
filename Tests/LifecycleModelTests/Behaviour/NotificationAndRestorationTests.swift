import Testing
import LifecycleModel

@Suite("Local notifications", .tags(.userAttention), .citedRulesExist)
struct LocalNotificationTests {
    @Test("[BGEXEC-162] the system keeps at most 128 scheduled local notifications", .tags(.required))
    func limitOf128() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        #expect(try scenario.run(.scheduleLocalNotifications(count: 100)) == [.localNotificationsScheduled(kept: 100, discarded: 0)])
        #expect(try scenario.run(.scheduleLocalNotifications(count: 50)) == [.localNotificationsScheduled(kept: 128, discarded: 22)])
    }

    @Test("a notification that fires while the app is active goes to the app, otherwise to the user", .tags(.required))
    func deliveredToActiveApp() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .scheduleLocalNotifications(count: 2))
        #expect(try scenario.run(.fireLocalNotification).last == .localNotificationDelivered(toApp: true))
        try scenario.run(.homeButton)
        #expect(try scenario.run(.fireLocalNotification) == [.localNotificationDelivered(toApp: false), .localNotificationPresented([.alert])])
    }
}

@Suite("State preservation and restoration", .tags(.stateRestoration), .citedRulesExist)
struct StateRestorationTests {
    static let hierarchy = [
        RestorableController(
            restorationIdentifier: "root", className: "RootController",
            children: [
                RestorableController(restorationIdentifier: "list", className: "ListController"),
                RestorableController(
                    restorationIdentifier: nil, className: "DraftController",
                    children: [
                        RestorableController(restorationIdentifier: "draft-detail", className: "DetailController")
                    ]),
            ])
    ]

    func options(optIn: Bool = true, classes: Set<String> = ["RootController", "ListController", "DetailController"]) -> ReferenceApp.Options {
        var options = ReferenceApp.Options()
        options.optsIntoStateRestoration = optIn
        options.restorableControllers = Self.hierarchy
        options.restorableClassNames = classes
        return options
    }

    @Test("[APG-368] only controllers with identifiers are preserved; one without an identifier takes its children out with it", .tags(.required))
    func preservationExcludesUnidentifiedSubtrees() throws {
        let scenario = try Scenario(app: options())
        try scenario.run(.tapIcon)
        #expect(try scenario.trace(.homeButton).contains(.statePreserved(["root", "list"])))
    }

    @Test("an app that does not opt in preserves nothing", .tags(.required))
    func optInRequired() throws {
        let scenario = try Scenario(app: options(optIn: false))
        try scenario.run(.tapIcon)
        #expect(try !scenario.trace(.homeButton).contains { if case .statePreserved = $0 { true } else { false } })
    }

    @Test("after the system terminates the app, the next launch restores the preserved controllers", .tags(.required))
    func restoredAfterSystemTermination() throws {
        let scenario = try Scenario(app: options())
        try scenario.run(.tapIcon, .homeButton, .systemTerminate)
        #expect(try scenario.trace(.tapIcon).contains(.stateRestored(["root", "list"])))
    }

    @Test("[APG-368] a user force-quit deletes the preserved state", .tags(.required))
    func forceQuitDeletesState() throws {
        let scenario = try Scenario(app: options())
        try scenario.run(.tapIcon, .homeButton)
        #expect(try scenario.trace(.forceQuit).contains(.preservedStateDeleted))
        #expect(try !scenario.trace(.tapIcon).contains { if case .stateRestored = $0 { true } else { false } })
    }

    @Test("[APG-324] restoration needs an unlocked device", .tags(.required))
    func restorationNeedsUnlock() throws {
        let scenario = try Scenario(
            {
                $0.passcodeSet = true; $0.backgroundModes = [.fetch]
            }, app: options())
        try scenario.run(.tapIcon, .homeButton, .reboot)
        let locked = try scenario.trace(.backgroundEvent(.fetch))
        #expect(!locked.contains { if case .stateRestored = $0 { true } else { false } })
    }

    @Test("a preserved controller whose class the app no longer has is skipped", .tags(.required))
    func classMismatchSkipped() throws {
        let scenario = try Scenario(app: options(classes: ["RootController"]))
        try scenario.run(.tapIcon, .homeButton, .systemTerminate)
        #expect(try scenario.trace(.tapIcon).contains(.stateRestored(["root"])))
    }
}
