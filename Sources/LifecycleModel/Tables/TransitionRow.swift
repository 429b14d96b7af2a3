import LifecycleSpec

/// One callback of a transition row.
public struct TransitionStep: Sendable, Hashable, Decodable {
    /// Who receives the callback.
    public let receiver: Receiver
    /// The callback the system delivers.
    public let callback: Callback
    /// The notification names posted beside the callback; empty when none.
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

    /// Decodes a step; `notifications` defaults to empty and `skipIfLaunchDeclined` to false.
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
    /// Whether the app uses scenes (it supports them and runs on iOS 13 or later).
    public var scenes: Bool?
    /// Whether multitasking is available (device, iOS and linked SDK).
    public var multitasking: Bool?
    /// Whether the app exits on suspend.
    public var exitsOnSuspend: Bool?
    /// The reading of Sleep/Wake the row belongs to.
    public var sleepWake: SleepWakeBehaviour?
    /// What must be shown over the app for the row to apply (checked as the stimulus
    /// arrives, unlike the other conditions, which hold for a whole configuration).
    public var interruption: Interruption?

    /// True when every configuration condition that is set matches `configuration`; the
    /// interruption condition is checked separately, as each stimulus arrives.
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
    /// The row id, such as `TR-007`.
    public let id: String
    /// The app state before the trigger.
    public let from: AppState
    /// What sets the row in motion.
    public let trigger: Trigger
    /// The conditions under which the row applies; nil when it always applies.
    public let when: TransitionConditions?
    /// The callbacks, in order.
    public let steps: [TransitionStep]
    /// The app state after the row.
    public let to: AppState
    /// True when the system takes the UI snapshot after the last step returns.
    public let snapshot: Bool
    /// What is shown over the app after the row, when the row changes it.
    public let interruptionAfter: Interruption?
    /// The ids of the rules the row carries.
    public let rules: [String]

    enum CodingKeys: String, CodingKey {
        case id, from, trigger, when, steps, to, snapshot, rules, interruptionAfter
    }

    /// Decodes a row; `steps` defaults to empty and `snapshot` to false.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        from = try container.decode(AppState.self, forKey: .from)
        trigger = try container.decode(Trigger.self, forKey: .trigger)
        when = try container.decodeIfPresent(TransitionConditions.self, forKey: .when)
        steps = try container.decodeIfPresent([TransitionStep].self, forKey: .steps) ?? []
        to = try container.decode(AppState.self, forKey: .to)
        snapshot = try container.decodeIfPresent(Bool.self, forKey: .snapshot) ?? false
        interruptionAfter = try container.decodeIfPresent(Interruption.self, forKey: .interruptionAfter)
        rules = try container.decode([String].self, forKey: .rules)
    }

    /// True when the row's conditions hold for `configuration`.
    public func applies(to configuration: Configuration) -> Bool {
        when?.hold(for: configuration) ?? true
    }

    /// True when the row applies with `interruption` shown over the app.
    public func applies(with interruption: Interruption) -> Bool {
        when?.interruption.map { $0 == interruption } ?? true
    }
}
