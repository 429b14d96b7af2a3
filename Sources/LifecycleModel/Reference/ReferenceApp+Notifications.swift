extension ReferenceApp {
    /// The notifications after which an app reloads what depends on them: its settings
    /// (STATES-187, STATES-190, APG-258) and its cached formatters (STATES-186).
    static let reloadingNotifications: Set<NotificationName> = [.userDefaultsDidChange, .currentLocaleDidChange]

    /// Reloads the settings or recreates the formatters a change notification concerns;
    /// after an iCloud account change that signed the user out, drops every reference to
    /// iCloud files and data (STATES-177).
    public func receive(_ notification: NotificationName, services: any SystemServices) {
        if notification == .ubiquityIdentityDidChange, !services.ubiquityIdentityAvailable { holdings.iCloudFileReferences = 0 }
        guard Self.reloadingNotifications.contains(notification) else { return }
        holdings.reloadedAfter.insert(notification)
    }
}
