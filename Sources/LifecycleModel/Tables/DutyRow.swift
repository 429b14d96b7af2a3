/// What the system does when an app breaks a duty.
public enum DutyConsequence: String, Sendable, Hashable, CaseIterable, Decodable {
    /// The documents name no consequence.
    case none
    /// The system terminates the app.
    case terminate
    /// The system closes the service the app left open (a Bonjour service or listening socket).
    case closeService = "close-service"
    /// The snapshot shows what it should not, such as sensitive content.
    case staleSnapshot = "stale-snapshot"
}

/// When a responsible-background duty is due.
public enum DutyDeadline: String, Sendable, Hashable, CaseIterable, Decodable {
    /// By the time `applicationDidEnterBackground:` (or `sceneDidEnterBackground:`) returns.
    case onEnteringBackground = "on-entering-background"
    /// Before the system suspends the app.
    case beforeSuspension = "before-suspension"
}

/// A row of `spec/tables/callback-duties.json` or `responsible-background-duties.json`.
public struct DutyRow: Sendable, Hashable, Decodable, Identifiable {
    /// The row id, such as `CD-001` or `RD-001`.
    public let id: String
    /// The duty: what must be true of the app's holdings.
    public let duty: DutyKey
    /// The callback by whose return the duty is due (`callback-duties` rows only).
    public let callback: Callback?
    /// The callback after which the duty falls due at ``callback``: a duty of reactivation is
    /// due only once the app has resigned active in the same process; nil when always due.
    public let dueAfter: Callback?
    /// The kind of app the duty is given to; nil for every app (`callback-duties` rows only).
    public let when: DutyCondition?
    /// When the duty is due (`responsible-background-duties` rows only).
    public let deadline: DutyDeadline?
    /// What the system does when the duty is broken.
    public let consequence: DutyConsequence?
    /// The ids of the rules the row carries.
    public let rules: [String]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, duty, callback, dueAfter, when, deadline, consequence, rules
    }

    /// Decodes a row, rejecting an unknown field or value; a row is due either at a callback
    /// or by a deadline, never both.
    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownFields(CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        duty = try container.decodeValue(DutyKey.self, forKey: .duty)
        callback = try container.decodeValueIfPresent(Callback.self, forKey: .callback)
        dueAfter = try container.decodeValueIfPresent(Callback.self, forKey: .dueAfter)
        when = try container.decodeValueIfPresent(DutyCondition.self, forKey: .when)
        deadline = try container.decodeValueIfPresent(DutyDeadline.self, forKey: .deadline)
        consequence = try container.decodeValueIfPresent(DutyConsequence.self, forKey: .consequence)
        rules = try container.decode([String].self, forKey: .rules)
        if (callback == nil) == (deadline == nil) {
            throw DecodingError.tableDefect(
                at: container.codingPath + [CodingKeys.callback], "a duty is due either at a 'callback' or by a 'deadline'; give exactly one")
        }
        if dueAfter != nil && callback == nil {
            throw DecodingError.tableDefect(at: container.codingPath + [CodingKeys.dueAfter], "only a duty due at a callback can wait for another; remove it")
        }
    }
}
