extension ReferenceApp {
    /// The notifications after which an app reloads what depends on them: its settings
    /// (STATES-187, STATES-190, APG-258) and its cached formatters (STATES-186).
    static let reloadingNotifications: Set<NotificationName> = [.userDefaultsDidChange, .currentLocaleDidChange]

    /// Reloads the settings or recreates the formatters a change notification concerns.
    public func receive(_ notification: NotificationName, services: any SystemServices) {
        guard Self.reloadingNotifications.contains(notification) else { return }
        holdings.reloadedAfter.insert(notification)
    }
}
