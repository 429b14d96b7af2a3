import LifecycleSpec

/// One callback of a transition row.
public struct TransitionStep: Sendable, Hashable, Decodable {
    public let receiver: Receiver
    public let callback: Callback
    public let notifications: [String]
    /// The `applicationState` value seen inside the callback.
    public let applicationState: ApplicationStateValue
    /// The app's state once the callback returns.
    public let stateAfter: AppState
    /// True for the URL-open step, skipped when a launch method returned false.
    public let skipIfLaunchDeclined: Bool

    enum CodingKeys: String, CodingKey {
        case receiver, callback, notifications, applicationState, stateAfter, skipIfLaunchDeclined
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        receiver = try container.decode(Receiver.self, forKey: .receiver)
        callback = try container.decode(Callback.self, forKey: .callback)
        notifications = try container.decodeIfPresent([String].self, forKey: .notifications) ?? []
        applicationState = try container.decode(ApplicationStateValue.self, forKey: .applicationState)
        stateAfter = try container.decode(AppState.self, forKey: .stateAfter)
        skipIfLaunchDeclined = try container.decodeIfPresent(Bool.self, forKey: .skipIfLaunchDeclined) ?? false
    }
}

/// The conditions under which a transition row applies; an absent condition always holds.
public struct TransitionConditions: Sendable, Hashable, Decodable {
    public var scenes: Bool?
    public var multitasking: Bool?
    public var exitsOnSuspend: Bool?
    public var sleepWake: SleepWakeBehaviour?

    public func hold(for configuration: Configuration) -> Bool {
        if let scenes, scenes != configuration.usesScenes { return false }
        if let multitasking, multitasking != configuration.multitaskingAvailable { return false }
        if let exitsOnSuspend, exitsOnSuspend != configuration.exitsOnSuspend { return false }
        if let sleepWake, sleepWake != configuration.sleepWakeBehaviour { return false }
        return true
    }
}

/// A row of `spec/tables/transitions.json`.
public struct TransitionRow: Sendable, Hashable, Decodable, Identifiable {
    public let id: String
    public let from: AppState
    public let trigger: Trigger
    public let when: TransitionConditions?
    public let steps: [TransitionStep]
    public let to: AppState
    public let snapshot: Bool
    public let rules: [String]

    enum CodingKeys: String, CodingKey {
        case id, from, trigger, when, steps, to, snapshot, rules
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        from = try container.decode(AppState.self, forKey: .from)
        trigger = try container.decode(Trigger.self, forKey: .trigger)
        when = try container.decodeIfPresent(TransitionConditions.self, forKey: .when)
        steps = try container.decodeIfPresent([TransitionStep].self, forKey: .steps) ?? []
        to = try container.decode(AppState.self, forKey: .to)
        snapshot = try container.decodeIfPresent(Bool.self, forKey: .snapshot) ?? false
        rules = try container.decode([String].self, forKey: .rules)
    }

    public func applies(to configuration: Configuration) -> Bool {
        when?.hold(for: configuration) ?? true
    }
}
