/// An app side that stands in front of another and passes every call on to it unchanged,
/// except what the adopting type implements itself (a fault that drops one call, a declaration
/// made differently). New `AppSide` requirements get their forwarding here, once, so no wrapper
/// silently answers with a default instead of the wrapped app's answer.
public protocol ForwardingAppSide: AppSide {
    /// The app every call not implemented by the adopting type reaches.
    var forwardedApp: any AppSide { get }
}

extension ForwardingAppSide {
    /// The forwarded app's response.
    public func handle(_ callback: Callback, receiver: Receiver, services: any SystemServices) -> CallbackResponse {
        forwardedApp.handle(callback, receiver: receiver, services: services)
    }
    /// The forwarded app's handler, and how long it ran.
    public func backgroundTaskWillExpire(_ token: BackgroundTaskToken, services: any SystemServices) -> Double {
        forwardedApp.backgroundTaskWillExpire(token, services: services)
    }
    /// The forwarded app's holdings.
    public var holdings: AppHoldings { forwardedApp.holdings }
    /// The forwarded app's answer.
    public var optsIntoStateRestoration: Bool { forwardedApp.optsIntoStateRestoration }
    /// The forwarded app's controllers.
    public var restorableControllers: [RestorableController] { forwardedApp.restorableControllers }
    /// The forwarded app's restorable classes.
    public var restorableClassNames: Set<String> { forwardedApp.restorableClassNames }
    /// Resets the forwarded app.
    public func resetProcess() { forwardedApp.resetProcess() }
    /// Passes the notification on.
    public func receive(_ notification: NotificationName, services: any SystemServices) {
        forwardedApp.receive(notification, services: services)
    }
    /// Passes the closing on.
    public func closedBySystem(_ resource: OpenResource) { forwardedApp.closedBySystem(resource) }
    /// The forwarded app's Info.plist.
    public var infoPlist: Configuration? { forwardedApp.infoPlist }
    /// The forwarded app's files.
    public var storedFiles: [StoredFile]? { forwardedApp.storedFiles }
}
