/// A system side that stands in front of another and answers the app's questions as that one
/// does, except what the adopting type implements itself. New `SystemServices` requirements get
/// their forwarding here, once, so no wrapper answers with a default instead of its system's.
public protocol ForwardingSystemServices: SystemServices {
    /// The services every question not answered by the adopting type reaches.
    var forwardedServices: any SystemServices { get }
}

extension ForwardingSystemServices {
    /// The forwarded answer.
    public var applicationState: ApplicationStateValue { forwardedServices.applicationState }
    /// The forwarded answer.
    public var backgroundTimeRemaining: Double { forwardedServices.backgroundTimeRemaining }
    /// The forwarded grant.
    public func beginBackgroundTask(named name: String?) -> BackgroundTaskToken { forwardedServices.beginBackgroundTask(named: name) }
    /// Ends the task in the forwarded services.
    public func endBackgroundTask(_ token: BackgroundTaskToken) { forwardedServices.endBackgroundTask(token) }
    /// The forwarded answer.
    public var protectedDataAvailable: Bool { forwardedServices.protectedDataAvailable }
    /// The forwarded answer.
    public var ubiquityIdentityAvailable: Bool { forwardedServices.ubiquityIdentityAvailable }
    /// The forwarded answer.
    public var securitySetting: Int { forwardedServices.securitySetting }
    /// The forwarded answer.
    public var privacyAccessGranted: Bool { forwardedServices.privacyAccessGranted }
    /// The forwarded answer.
    public var explicitContentAllowed: Bool { forwardedServices.explicitContentAllowed }
    /// The forwarded answer.
    public func restriction(forKey key: String) -> Int? { forwardedServices.restriction(forKey: key) }
}
