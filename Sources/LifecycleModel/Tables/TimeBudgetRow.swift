import LifecycleSpec

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

/// What happens when a time budget runs out.
public enum BudgetConsequence: String, Sendable, Hashable, CaseIterable, Decodable {
    /// The watchdog ends the process: the callbacks of the row ran too long.
    case watchdogTermination = "watchdog-termination"
    /// The background tasks expire: their expiration handlers run, and the process ends if any is left.
    case taskExpiration = "task-expiration"
    /// The app is suspended although the event callback never called its completion handler.
    case suspension
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
    /// The configurations the budget applies to; nil for all.
    public let when: TransitionConditions?
    /// The callbacks the budget limits: for a watchdog budget, the time spent in them within
    /// one transition; for a suspension budget, the time the app may keep working after one
    /// of them without calling its completion handler. Empty for background-task budgets.
    public let callbacks: [Callback]
    /// What happens when the budget is exceeded.
    public let consequence: BudgetConsequence
    /// Where a figure the documents do not state comes from.
    public let basis: String?
    /// The ids of the rules the row carries.
    public let rules: [String]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, activity, seconds, approximate, iosFrom, iosBefore, when, callbacks, consequence, basis, rules
    }

    /// Decodes a row, rejecting an unknown field or value; watchdog and suspension budgets
    /// must name their callbacks, task budgets none.
    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownFields(CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        activity = try container.decodeValue(TimedActivity.self, forKey: .activity)
        seconds = try container.decode(Double.self, forKey: .seconds)
        approximate = try container.decodeIfPresent(Bool.self, forKey: .approximate)
        iosFrom = try container.decodeIfPresent(IOSVersion.self, forKey: .iosFrom)
        iosBefore = try container.decodeIfPresent(IOSVersion.self, forKey: .iosBefore)
        when = try container.decodeIfPresent(TransitionConditions.self, forKey: .when)
        callbacks = try container.decodeValues(Callback.self, forKey: .callbacks)
        consequence = try container.decodeValue(BudgetConsequence.self, forKey: .consequence)
        basis = try container.decodeIfPresent(String.self, forKey: .basis)
        rules = try container.decode([String].self, forKey: .rules)
        if (consequence == .taskExpiration) != callbacks.isEmpty {
            let advice = consequence == .taskExpiration ? "a task budget limits no callback; remove them" : "name the callbacks the budget limits"
            throw DecodingError.tableDefect(at: container.codingPath + [CodingKeys.callbacks], advice)
        }
        if when?.interruption != nil {
            throw DecodingError.tableDefect(
                at: container.codingPath + [CodingKeys.when], "a budget holds for a configuration; an interruption cannot select it")
        }
    }

    /// True when the figure applies on `version`.
    public func applies(to version: IOSVersion) -> Bool {
        IOSVersionRange(from: iosFrom, before: iosBefore).contains(version)
    }

    /// True when the figure applies to `configuration`: its iOS version and its conditions.
    public func applies(to configuration: Configuration) -> Bool {
        applies(to: configuration.iosVersion) && (when?.hold(for: configuration) ?? true)
    }
}
