/// The five execution states of an iOS app.
public enum AppState: String, Sendable, Hashable, CaseIterable, Codable {
    case notRunning = "not-running"
    case inactive
    case active
    case background
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
