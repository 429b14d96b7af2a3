import LifecycleModel

/// Stands between the reference system and the app for a system fault that never closes some
/// of the app's resources: every call reaches the app unchanged except the closings of `kept`.
final class ClosingKeepingApp: ForwardingAppSide {
    let wrapped: any AppSide
    let kept: Set<OpenResource>
    var forwardedApp: any AppSide { wrapped }

    init(wrapping app: any AppSide, keeping kept: Set<OpenResource>) {
        wrapped = app
        self.kept = kept
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
