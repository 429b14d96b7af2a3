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
    /// A network socket connection of the app: the system may tear it down while the app is
    /// suspended (APG-128, BGEXEC-196); the app re-establishes it when it resumes (BGEXEC-198).
    case socketConnection = "socket-connection"
}

/// Where the app's network socket connection stands.
public enum SocketConnectionState: String, Sendable, Hashable, CaseIterable, Codable {
    /// The app has no connection.
    case none
    /// The connection works.
    case open
    /// The system tore the connection down; the app meets the error when it next uses it.
    case failed
}
