import LifecycleSpec

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
    /// The system changes whose notifications wake a suspended app declaring the mode, instead
    /// of waiting in the queue until the app next runs (an absent column is none).
    public let wakeChanges: [SystemChangeKind]
    /// True when the mode keeps the app running, rather than suspended, while its work lasts.
    public let keepsRunning: Bool
    /// The first iOS version that accepts the mode.
    public let iosFrom: IOSVersion?
    /// The ids of the rules the row carries.
    public let rules: [String]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, mode, permits, wakeEvents, wakeChanges, keepsRunning, iosFrom, rules
    }

    /// Decodes a row, rejecting an unknown field, mode or event.
    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownFields(CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        mode = try container.decodeValue(BackgroundMode.self, forKey: .mode)
        permits = try container.decode(String.self, forKey: .permits)
        wakeEvents = try container.decodeValues(BackgroundEvent.self, forKey: .wakeEvents)
        wakeChanges = try container.decodeValues(SystemChangeKind.self, forKey: .wakeChanges)
        keepsRunning = try container.decode(Bool.self, forKey: .keepsRunning)
        iosFrom = try container.decodeIfPresent(IOSVersion.self, forKey: .iosFrom)
        rules = try container.decode([String].self, forKey: .rules)
    }
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

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, kind, notifications, coalesced, rules
    }

    /// Decodes a row, rejecting an unknown field, change kind or notification, and more than two names.
    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownFields(CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        kind = try container.decodeValue(SystemChangeKind.self, forKey: .kind)
        notifications = try container.decodeValues(NotificationName.self, forKey: .notifications).map(\.rawValue)
        coalesced = try container.decode(Bool.self, forKey: .coalesced)
        rules = try container.decode([String].self, forKey: .rules)
        guard (1...2).contains(notifications.count) else {
            throw DecodingError.tableDefect(
                at: container.codingPath + [CodingKeys.notifications], "name one notification, or two (for a change to non-zero, then to zero)")
        }
    }
}
