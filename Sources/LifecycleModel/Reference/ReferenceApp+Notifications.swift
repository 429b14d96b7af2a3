extension ReferenceApp {
    /// The notifications after which an app reloads what depends on them: its settings
    /// (STATES-187, STATES-190, APG-258) and its cached formatters (STATES-186).
    static let reloadingNotifications: Set<NotificationName> = [.userDefaultsDidChange, .currentLocaleDidChange]

    /// Opens an accessory session when an accessory connects and closes it on the
    /// disconnection; reloads the settings or recreates the formatters a change notification concerns;
    /// after an iCloud account change that signed the user out, drops every reference to
    /// iCloud files and data (STATES-177).
    public func receive(_ notification: NotificationName, services: any SystemServices) {
        if notification == .ubiquityIdentityDidChange, !services.ubiquityIdentityAvailable { holdings.iCloudFileReferences = 0 }
        // An accessory that connects gets a session; one that disconnects (as the system says
        // when the app moves to the background) has its session closed (BGEXEC-209, BGEXEC-210).
        if notification == .accessoryDidConnect { holdings.accessorySessionOpen = true }
        if notification == .accessoryDidDisconnect { holdings.accessorySessionOpen = false }
        // The restrictions may have changed: offer nothing they now forbid (APG-297).
        if notification == .userDefaultsDidChange, !services.explicitContentAllowed { holdings.restrictedMediaOffered = false }
        if notification == .userDefaultsDidChange, services.securitySetting != holdings.securitySettingRead { askForNewPassword(services) }
        guard Self.reloadingNotifications.contains(notification) else { return }
        holdings.reloadedAfter.insert(notification)
    }
}

extension ReferenceApp {
    /// A settings change that touched the password or another security-related setting: the app
    /// hides everything it displayed and asks the user for the new password (STATES-192, STATES-193).
    func askForNewPassword(_ services: any SystemServices) {
        holdings.securitySettingRead = services.securitySetting
        holdings.awaitingNewPassword = true
        holdings.sensitiveContentVisible = false
        holdings.sensitiveContentHiddenForSnapshot = false
    }
}

extension ReferenceApp {
    /// Forgets what the system closed in the app's place.
    public func closedBySystem(_ resource: OpenResource) {
        switch resource {
        case .bonjourService: holdings.bonjourServices = 0
        case .accessorySession: holdings.accessorySessionOpen = false
        case .alert: holdings.openAlerts = 0
        case .socketConnection: holdings.socketConnection = .failed
        }
    }
}
