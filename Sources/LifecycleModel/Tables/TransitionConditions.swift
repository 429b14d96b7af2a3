/// The conditions under which a transition row (or a time budget) applies; an absent
/// condition always holds.
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
    /// The reading of documented conflicts the row belongs to: conflict settings (as
    /// `spec/conflicts.json` names them) and the value each must have.
    public var reading: [String: String]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case scenes, multitasking, exitsOnSuspend, sleepWake, interruption, reading
    }

    /// Decodes the conditions, rejecting an unknown condition, value or conflict setting.
    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownFields(CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        scenes = try container.decodeIfPresent(Bool.self, forKey: .scenes)
        multitasking = try container.decodeIfPresent(Bool.self, forKey: .multitasking)
        exitsOnSuspend = try container.decodeIfPresent(Bool.self, forKey: .exitsOnSuspend)
        sleepWake = try container.decodeValueIfPresent(SleepWakeBehaviour.self, forKey: .sleepWake)
        interruption = try container.decodeValueIfPresent(Interruption.self, forKey: .interruption)
        reading = try container.decodeIfPresent([String: String].self, forKey: .reading) ?? [:]
        for (setting, value) in reading {
            // The one place that knows the settings checks the name and the value.
            var probe = Configuration()
            do {
                try probe.apply(setting: setting, value: value)
            } catch {
                throw DecodingError.tableDefect(at: container.codingPath + [CodingKeys.reading, TableKey(stringValue: setting)], error.message)
            }
        }
    }

    /// True when every configuration condition that is set matches `configuration`; the
    /// interruption condition is checked separately, as each stimulus arrives.
    public func hold(for configuration: Configuration) -> Bool {
        if let scenes, scenes != configuration.usesScenes { return false }
        if let multitasking, multitasking != configuration.multitaskingAvailable { return false }
        if let exitsOnSuspend, exitsOnSuspend != configuration.exitsOnSuspend { return false }
        if let sleepWake, sleepWake != configuration.sleepWakeBehaviour { return false }
        return reading.allSatisfy { setting, value in configuration.value(ofSetting: setting) == value }
    }
}
