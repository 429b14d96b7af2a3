/// One of the ways a local notification gets the user's attention; a notification may use any
/// combination of them (BGEXEC-155), as its app specifies (APG-108).
public enum NotificationAlertKind: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    /// An alert or banner on screen.
    case alert
    /// A sound.
    case sound
    /// A number on the app's icon.
    case badge

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The kinds in a fixed order, comma-separated (`alert,badge,sound`), or `none`.
    public static func line(_ kinds: Set<NotificationAlertKind>) -> String {
        kinds.isEmpty ? "none" : kinds.sorted().map(\.rawValue).joined(separator: ",")
    }
}
