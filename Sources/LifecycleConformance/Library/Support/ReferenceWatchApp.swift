import LifecycleModel

extension WatchAppConfiguration {
    /// The kit's well-configured independent watch app: it declares that it runs without
    /// its companion, gets its data from the network, and asks for authorisation and
    /// registers for push notifications on the watch itself.
    public static let referenceIndependentApp: WatchAppConfiguration = {
        var configuration = WatchAppConfiguration()
        configuration.runsIndependentlyOfCompanionApp = true
        configuration.companionAppBundleIdentifier = "com.example.lifecyclekit"
        configuration.projectContainsIOSApp = true
        configuration.dataSources = [.directDownload]
        configuration.authorizationRequestedOn = .watch
        configuration.remoteNotificationsRegisteredOn = .watch
        return configuration
    }()
}
