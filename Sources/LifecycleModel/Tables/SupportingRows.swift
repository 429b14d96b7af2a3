import LifecycleSpec

/// A row of `spec/tables/relaunch.json`: when a terminated app is launched again in the
/// background for an event.
public struct RelaunchRow: Sendable, Hashable, Decodable, Identifiable {
    /// What the app must have for the relaunch: a declared background mode or an enabled setting.
    public struct Requirement: Sendable, Hashable, Decodable {
        /// The `UIBackgroundModes` value the app must declare.
        public let backgroundMode: BackgroundMode?
        /// The name of a `Configuration` flag that must be on, such as `monitorsRegions`.
        public let setting: String?
    }

    /// The row id, such as `RL-001`.
    public let id: String
    /// The background event the row is about.
    public let event: BackgroundEvent
    /// What the app must have for the event to reach it; nil when nothing is required.
    public let requires: Requirement?
    /// True when the system relaunches the app for the event after it terminated the app.
    public let afterSystemTermination: Bool
    /// True when the relaunch also happens after a user force-quit.
    public let afterForceQuit: Bool
    /// The iOS version from which a force-quit no longer blocks the relaunch, if any.
    public let forceQuitExceptionFrom: IOSVersion?
    /// True when a device with a passcode must have been unlocked since boot first.
    public let needsUnlockSinceBoot: Bool
    /// The callback that carries the event after the background launch.
    public let callback: Callback?
    /// The ids of the rules the row carries.
    public let rules: [String]
}

/// A row of `spec/tables/background-modes.json`.
public struct BackgroundModeRow: Sendable, Hashable, Decodable, Identifiable {
    /// The row id, such as `BM-001`.
    public let id: String
    /// The `UIBackgroundModes` value.
    public let mode: BackgroundMode
    /// What the mode lets the app do, in words.
    public let permits: String
    /// The background events that wake or launch an app declaring the mode.
    public let wakeEvents: [BackgroundEvent]
    /// True when the mode keeps the app running, rather than suspended, while its work lasts.
    public let keepsRunning: Bool
    /// The first iOS version that accepts the mode.
    public let iosFrom: IOSVersion?
    /// The ids of the rules the row carries.
    public let rules: [String]
}

/// What the system does when an app breaks a duty.
public enum DutyConsequence: String, Sendable, Hashable, Decodable {
    /// The documents name no consequence.
    case none
    /// The system terminates the app.
    case terminate
    /// The system closes the service the app left open (a Bonjour service or listening socket).
    case closeService = "close-service"
    /// The snapshot shows what it should not, such as sensitive content.
    case staleSnapshot = "stale-snapshot"
}

/// A row of `spec/tables/callback-duties.json` or `responsible-background-duties.json`.
public struct DutyRow: Sendable, Hashable, Decodable, Identifiable {
    /// The row id, such as `CD-001` or `RD-001`.
    public let id: String
    /// The duty: what must be true of the app's holdings.
    public let duty: DutyKey
    /// The callback by whose return the duty is due (`callback-duties` rows only).
    public let callback: Callback?
    /// When the duty is due: `before-suspension` or `on-entering-background` (`responsible-background-duties` rows only).
    public let deadline: String?
    /// What the system does when the duty is broken.
    public let consequence: DutyConsequence?
    /// The ids of the rules the row carries.
    public let rules: [String]
}

/// A row of `spec/tables/queued-notifications.json`.
public struct QueuedNotificationRow: Sendable, Hashable, Decodable, Identifiable {
    /// The row id, such as `QN-001`.
    public let id: String
    /// The system change the row is about.
    public let kind: SystemChangeKind
    /// The notification names posted for the change: for two names, the first for a change to a
    /// non-zero value and the second for a change to zero.
    public let notifications: [String]
    /// True when several changes while suspended are delivered once, as the net change.
    public let coalesced: Bool
    /// The ids of the rules the row carries.
    public let rules: [String]
}

/// The activities that have a time budget.
public enum TimedActivity: String, Sendable, Hashable, Decodable, CaseIterable {
    /// Launching, until the launch methods have returned.
    case launch
    /// Running `applicationDidEnterBackground:`.
    case didEnterBackground = "did-enter-background"
    /// Running `applicationWillTerminate:`.
    case willTerminate = "will-terminate"
    /// A finite-length background task.
    case backgroundTask = "background-task"
    /// The warning before a background task expires, when the expiration handler runs.
    case backgroundTaskExpirationWarning = "background-task-expiration-warning"
    /// Handling a background fetch.
    case backgroundFetch = "background-fetch"
    /// Handling an external-accessory event in the background.
    case externalAccessorySession = "external-accessory-session"
    /// Handling the events of a background URL session.
    case urlSessionEvents = "url-session-events"
    /// Terminating an app that exits on suspend.
    case exitsOnSuspendTermination = "exits-on-suspend-termination"
}

/// A row of `spec/tables/time-budgets.json`.
public struct TimeBudgetRow: Sendable, Hashable, Decodable, Identifiable {
    /// The row id, such as `TB-001`.
    public let id: String
    /// The activity the budget limits.
    public let activity: TimedActivity
    /// The budget in seconds.
    public let seconds: Double
    /// True when the document says "about".
    public let approximate: Bool?
    /// The first iOS version the figure applies to; nil for any.
    public let iosFrom: IOSVersion?
    /// The first iOS version the figure no longer applies to; nil for any.
    public let iosBefore: IOSVersion?
    /// What happens when the budget is exceeded: `watchdog-termination`, `task-expiration` or `suspension`.
    public let consequence: String?
    /// The ids of the rules the row carries.
    public let rules: [String]

    /// True when the figure applies on `version`.
    public func applies(to version: IOSVersion) -> Bool {
        IOSVersionRange(from: iosFrom, before: iosBefore).contains(version)
    }
}
