import LifecycleModel

/// Stands between the reference system and the app for a system fault that never closes some
/// of the app's resources: every call reaches the app unchanged except the closings of `kept`.
final class ClosingKeepingApp: AppSide {
    let wrapped: any AppSide
    let kept: Set<OpenResource>

    init(wrapping app: any AppSide, keeping kept: Set<OpenResource>) {
        wrapped = app
        self.kept = kept
    }

    func handle(_ callback: Callback, receiver: Receiver, services: any SystemServices) -> CallbackResponse {
        wrapped.handle(callback, receiver: receiver, services: services)
    }

    func backgroundTaskWillExpire(_ token: BackgroundTaskToken, services: any SystemServices) -> Double {
        wrapped.backgroundTaskWillExpire(token, services: services)
    }

    var holdings: AppHoldings { wrapped.holdings }
    var optsIntoStateRestoration: Bool { wrapped.optsIntoStateRestoration }
    var restorableControllers: [RestorableController] { wrapped.restorableControllers }
    var restorableClassNames: Set<String> { wrapped.restorableClassNames }
    func resetProcess() { wrapped.resetProcess() }

    func receive(_ notification: NotificationName, services: any SystemServices) {
        wrapped.receive(notification, services: services)
    }

    /// The mistake: the closing of a kept resource never happens.
    func closedBySystem(_ resource: OpenResource) {
        guard !kept.contains(resource) else { return }
        wrapped.closedBySystem(resource)
    }
}

extension ClosingKeepingApp: StateFingerprinting {
    /// The wrapped app's state, for the explorer.
    var stateFingerprint: AnyHashable { (wrapped as? any StateFingerprinting)?.stateFingerprint ?? AnyHashable(0) }
}
