/// Something of the app's own that the system may close or dismiss in the app's place
/// (`Observation.closedBySystem`, `AppSide.closedBySystem(_:)`).
public enum OpenResource: String, Sendable, Hashable, CaseIterable, Codable {
    /// A Bonjour service the app publishes: closed by the system when the app is suspended
    /// without having cancelled it (APG-126, BGEXEC-195).
    case bonjourService = "bonjour-service"
    /// A session with an external accessory: kept open through suspension for an app with the
    /// `external-accessory` mode (BGEXEC-144), closed at suspension before that mode existed
    /// (BGEXEC-145).
    case accessorySession = "accessory-session"
    /// An alert view or action sheet on screen: never dismissed by the system when the app
    /// moves to the background (APG-135, BGEXEC-212).
    case alert
}
