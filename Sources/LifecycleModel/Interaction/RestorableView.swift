/// A view inside a view controller, for state preservation: UIKit saves a view's state with
/// its controller's when both have restoration identifiers.
public struct RestorableView: Sendable, Hashable, Codable {
    /// The view's restoration identifier; without one, its state is not preserved.
    public var restorationIdentifier: String?
    /// The view holds state worth preserving (a scroll position, a selection).
    public var hasPreservableState: Bool

    /// Creates a view with an optional restoration identifier.
    public init(restorationIdentifier: String?, hasPreservableState: Bool = true) {
        self.restorationIdentifier = restorationIdentifier
        self.hasPreservableState = hasPreservableState
    }
}
