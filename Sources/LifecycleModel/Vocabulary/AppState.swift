/// The five execution states of an iOS app.
public enum AppState: String, Sendable, Hashable, CaseIterable, Codable {
    /// The app has not been launched, or was terminated.
    case notRunning = "not-running"
    /// In the foreground but not receiving events, as during a launch or an interruption.
    case inactive
    /// In the foreground and receiving events.
    case active
    /// Off screen and running code.
    case background
    /// In memory but running no code; the system may purge it without notice.
    case suspended

    /// True while the app's code can run (inactive, active or background).
    public var isRunning: Bool { self != .notRunning && self != .suspended }

    /// True for inactive and active: the app's UI is on screen.
    public var isForeground: Bool { self == .inactive || self == .active }
}

/// The value `UIApplication.applicationState` reports.
public enum ApplicationStateValue: String, Sendable, Hashable, CaseIterable, Codable {
    case active
    case inactive
    case background
}
