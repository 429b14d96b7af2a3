import LifecycleModel
import Testing

/// Written from the App States document's note on settings changes: a change to the app's
/// password or another security-related setting reaches the app as a settings change, after
/// which the app must hide what it displayed and have the user type the new password.
@Suite("A password changed in Settings while the app was away hides what it displayed and asks for the new password")
struct PasswordChangeTests {
    @Test(
        "[STATES-192, STATES-193] a password change while suspended is told on the return; the app then hides its content and asks for the password",
        .tags(.required))
    func passwordChangeWhileSuspended() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        #expect(scenario.app.holdings.sensitiveContentVisible, "premise: the running app shows sensitive content")
        try scenario.run(.homeButton, .wait(seconds: 60), .systemChange(.securitySettings, value: 3))
        let back = try scenario.trace(.tapIcon)
        #expect(back.contains(.notification(NotificationName.userDefaultsDidChange.rawValue)))
        #expect(scenario.app.holdings.awaitingNewPassword)
        #expect(!scenario.app.holdings.sensitiveContentVisible)
    }

    @Test("[STATES-192] a password change told to the active app hides its content at once")
    func passwordChangeWhileActive() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .systemChange(.securitySettings, value: 2))
        #expect(scenario.app.holdings.awaitingNewPassword)
        #expect(!scenario.app.holdings.sensitiveContentVisible)
    }

    @Test("[STATES-187] an ordinary settings change is reloaded without asking for a password")
    func ordinarySettingsChange() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .homeButton, .wait(seconds: 60), .systemChange(.settings, value: 1), .tapIcon)
        #expect(scenario.app.holdings.reloadedAfter.contains(.userDefaultsDidChange))
        #expect(!scenario.app.holdings.awaitingNewPassword)
        #expect(scenario.app.holdings.sensitiveContentVisible)
    }
}

/// Written from the App Programming Guide's privacy section: the user may change an app's
/// access permissions in Settings at any time, so the answer the app gets when it asks is
/// always the latest one, whatever state the app was in when the change was made.
@Suite("The user changes the app's access permission in Settings in any state")
struct PrivacyPermissionTests {
    @Test("[APG-022] a permission changed while the app is suspended, active or not running is the app's next answer", .tags(.required))
    func permissionChangesInEveryState() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        #expect(scenario.app.holdings.resourceAccessAuthorized == true, "premise: access is granted before any change")
        try scenario.run(.homeButton, .wait(seconds: 60), .systemChange(.privacyPermission, value: 0))
        #expect(scenario.system.privacyAccessGranted == false)
        try scenario.run(.tapIcon)
        #expect(scenario.app.holdings.resourceAccessAuthorized == false)
        try scenario.run(.systemChange(.privacyPermission, value: 1))
        #expect(scenario.system.privacyAccessGranted)
        try scenario.run(.homeButton, .wait(seconds: 60), .forceQuit, .systemChange(.privacyPermission, value: 0))
        #expect(scenario.system.state == .notRunning)
        try scenario.run(.tapIcon)
        #expect(scenario.app.holdings.resourceAccessAuthorized == false)
    }

    @Test("[APG-022] the reference posts nothing for a permission change: the documents name no notification for it")
    func noNotification() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        let trace = try scenario.trace(.systemChange(.privacyPermission, value: 0))
        #expect(trace.isEmpty)
    }
}

/// Written from the App Programming Guide's iCloud note: an app that asked the user about
/// iCloud leaves the choice to its preferences or Settings; a change of the iCloud status is
/// no reason to ask a second time.
@Suite("An app that asked about iCloud does not ask again when the status changes")
struct ICloudChoiceTests {
    @Test("[APG-255] signing out and in again, while suspended and while active, leaves the app's single question", .tags(.recommended))
    func statusChangesDoNotReask() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        #expect(scenario.app.holdings.iCloudChoicePrompts == .once, "premise: the app asked once at its first launch")
        try scenario.run(.homeButton, .wait(seconds: 60), .systemChange(.icloudAccount, value: 0))
        let back = try scenario.trace(.tapIcon)
        #expect(back.contains(.notification(NotificationName.ubiquityIdentityDidChange.rawValue)))
        try scenario.run(.systemChange(.icloudAccount, value: 2))
        #expect(scenario.app.holdings.iCloudChoicePrompts == .once)
    }
}

/// Written from the App Programming Guide's section on restrictions: an app with media must
/// follow the user's content-rating restrictions and react when they change.
@Suite("The app follows content-rating restrictions changed in Settings")
struct ContentRestrictionTests {
    @Test("[APG-297] explicit content forbidden while suspended is told on the return as a settings change", .tags(.required))
    func restrictionChangeIsTold() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .homeButton, .wait(seconds: 60), .systemChange(.contentRating, value: 1))
        #expect(scenario.system.explicitContentAllowed == false)
        let back = try scenario.trace(.tapIcon)
        #expect(back.contains(.notification(NotificationName.userDefaultsDidChange.rawValue)))
        #expect(!scenario.app.holdings.restrictedMediaOffered)
    }
}

/// Written from the App Programming Guide's section on restrictions: the five restrictions
/// sit in the standard user defaults under the keys the guide names, and a nil answer means
/// no information.
@Suite("The system keeps content-rating restrictions under the documented keys")
struct RestrictionKeyTests {
    static let documentedKeys = [
        "com.apple.content-rating.ExplicitBooksAllowed", "com.apple.content-rating.ExplicitMusicPodcastsAllowed",
        "com.apple.content-rating.AppRating", "com.apple.content-rating.MovieRating", "com.apple.content-rating.TVShowRating",
    ]

    @Test("[APG-304] before any restriction is set, every content-rating key answers nil", .tags(.required))
    func nothingBeforeRestrictions() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        for key in Self.documentedKeys { #expect(scenario.system.restriction(forKey: key) == nil, "\(key)") }
    }

    @Test("[APG-299…APG-303] restrictions set in Settings are found under the documented keys and nowhere else", .tags(.required))
    func valuesUnderDocumentedKeys() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .systemChange(.contentRating, value: 1))
        for key in Self.documentedKeys { #expect(scenario.system.restriction(forKey: key) != nil, "\(key)") }
        #expect(scenario.system.restriction(forKey: "com.apple.content-rating.ExplicitBooksAllowed") == 0)
        #expect(scenario.system.restriction(forKey: "content-rating.AppRating") == nil)
    }
}

/// Written from the App Programming Guide's section on Wi-Fi and airplane mode: an app that
/// declares it needs Wi-Fi, launched in airplane mode while Wi-Fi is still off, makes the
/// system tell the user; the translation's note on the Wi-Fi condition is followed.
@Suite("The airplane-mode alert at launch")
struct AirplaneModeAlertTests {
    static func launch(requiresWiFi: Bool, _ changes: Stimulus...) throws -> [Observation] {
        let scenario = try Scenario { $0.requiresPersistentWiFi = requiresWiFi }
        for change in changes { _ = try scenario.run(change) }
        return try scenario.trace(.tapIcon)
    }

    @Test("[APG-456, APG-457, APG-458] UIRequiresPersistentWiFi and airplane mode: the alert", .tags(.required))
    func alertShown() throws {
        #expect(try Self.launch(requiresWiFi: true, .systemChange(.airplaneMode, value: 1)).contains(.airplaneModeAlert))
    }

    @Test("[APG-457] without UIRequiresPersistentWiFi there is no alert", .tags(.required))
    func noAlertWithoutKey() throws {
        #expect(!(try Self.launch(requiresWiFi: false, .systemChange(.airplaneMode, value: 1)).contains(.airplaneModeAlert)))
    }

    @Test("[APG-458] outside airplane mode there is no alert", .tags(.required))
    func noAlertOutsideAirplaneMode() throws {
        #expect(
            !(try Self.launch(requiresWiFi: true, .systemChange(.airplaneMode, value: 1), .systemChange(.airplaneMode, value: 0)).contains(.airplaneModeAlert)))
    }

    @Test("[APG-459] Wi-Fi turned back on after airplane mode: no alert; Wi-Fi on before airplane mode does not count", .tags(.required))
    func wifiBackOn() throws {
        #expect(!(try Self.launch(requiresWiFi: true, .systemChange(.airplaneMode, value: 1), .systemChange(.wifi, value: 1)).contains(.airplaneModeAlert)))
        #expect(try Self.launch(requiresWiFi: true, .systemChange(.wifi, value: 1), .systemChange(.airplaneMode, value: 1)).contains(.airplaneModeAlert))
    }
}

/// Written from the App Programming Guide's section on Wi-Fi: an app that sets
/// `UIRequiresPersistentWiFi` keeps the Wi-Fi radio on for as long as it runs.
@Suite("Wi-Fi kept on for an app that needs it")
struct PersistentWiFiTests {
    @Test("[APG-455] an hour of idle Wi-Fi under a running app with the key: Wi-Fi is not turned off", .tags(.required))
    func wifiKeptOn() throws {
        let scenario = try Scenario { $0.requiresPersistentWiFi = true }
        _ = try scenario.run(.systemChange(.wifi, value: 1))
        _ = try scenario.run(.tapIcon)
        #expect(!(try scenario.trace(.wait(seconds: 3600)).contains(.wifiTurnedOff)))
        #expect(scenario.system.state.isRunning)
    }
}
