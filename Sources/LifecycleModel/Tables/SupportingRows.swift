import LifecycleSpec

/// A row of `spec/tables/relaunch.json`: when a terminated app is launched again in the
/// background for an event.
public struct RelaunchRow: Sendable, Hashable, Decodable, Identifiable {
    public struct Requirement: Sendable, Hashable, Decodable {
        public let backgroundMode: BackgroundMode?
        public let setting: String?
    }

    public let id: String
    public let event: BackgroundEvent
    public let requires: Requirement?
    public let afterSystemTermination: Bool
    public let afterForceQuit: Bool
    public let forceQuitExceptionFrom: IOSVersion?
    public let needsUnlockSinceBoot: Bool
    public let callback: Callback?
    public let rules: [String]
}

/// A row of `spec/tables/background-modes.json`.
public struct BackgroundModeRow: Sendable, Hashable, Decodable, Identifiable {
    public let id: String
    public let mode: BackgroundMode
    public let permits: String
    public let wakeEvents: [BackgroundEvent]
    public let keepsRunning: Bool
    public let iosFrom: IOSVersion?
    public let rules: [String]
}

/// What the system does when an app breaks a duty.
public enum DutyConsequence: String, Sendable, Hashable, Decodable {
    case none
    case terminate
    case closeService = "close-service"
    case staleSnapshot = "stale-snapshot"
}

/// A row of `spec/tables/callback-duties.json` or `responsible-background-duties.json`.
public struct DutyRow: Sendable, Hashable, Decodable, Identifiable {
    public let id: String
    public let duty: DutyKey
    public let callback: Callback?
    public let deadline: String?
    public let consequence: DutyConsequence?
    public let rules: [String]
}

/// A row of `spec/tables/queued-notifications.json`.
public struct QueuedNotificationRow: Sendable, Hashable, Decodable, Identifiable {
    public let id: String
    public let kind: SystemChangeKind
    public let notifications: [String]
    public let coalesced: Bool
    public let rules: [String]
}

/// The activities that have a time budget.
public enum TimedActivity: String, Sendable, Hashable, Decodable, CaseIterable {
    case launch
    case didEnterBackground = "did-enter-background"
    case willTerminate = "will-terminate"
    case backgroundTask = "background-task"
    case backgroundTaskExpirationWarning = "background-task-expiration-warning"
    case backgroundFetch = "background-fetch"
    case externalAccessorySession = "external-accessory-session"
    case urlSessionEvents = "url-session-events"
    case exitsOnSuspendTermination = "exits-on-suspend-termination"
}

/// A row of `spec/tables/time-budgets.json`.
public struct TimeBudgetRow: Sendable, Hashable, Decodable, Identifiable {
    public let id: String
    public let activity: TimedActivity
    public let seconds: Double
    public let approximate: Bool?
    public let iosFrom: IOSVersion?
    public let iosBefore: IOSVersion?
    public let consequence: String?
    public let rules: [String]

    public func applies(to version: IOSVersion) -> Bool {
        IOSVersionRange(from: iosFrom, before: iosBefore).contains(version)
    }
}
