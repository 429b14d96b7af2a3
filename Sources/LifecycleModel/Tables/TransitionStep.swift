/// One callback of a transition row.
public struct TransitionStep: Sendable, Hashable, Decodable {
    /// Who receives the callback.
    public let receiver: Receiver
    /// The callback the system delivers.
    public let callback: Callback
    /// The notification names posted beside the callback; empty when none.
    public let notifications: [String]
    /// The `applicationState` value seen inside the callback under the model's default reading.
    public let applicationState: ApplicationStateValue
    /// The conflict setting whose value is the `applicationState` inside the callback, when the
    /// documents disagree on it (`willEnterForegroundApplicationState`); nil when they agree.
    public let applicationStateSetting: String?
    /// The app's state once the callback returns.
    public let stateAfter: AppState
    /// True for the URL-open step, skipped when a launch method returned false.
    public let skipIfLaunchDeclined: Bool

    enum CodingKeys: String, CodingKey, CaseIterable {
        case receiver, callback, notifications, applicationState, applicationStateSetting, stateAfter, skipIfLaunchDeclined
    }

    /// Decodes a step; `notifications` defaults to empty and `skipIfLaunchDeclined` to false.
    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownFields(CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        receiver = try container.decodeValue(Receiver.self, forKey: .receiver)
        callback = try container.decodeValue(Callback.self, forKey: .callback)
        notifications = try container.decodeValues(NotificationName.self, forKey: .notifications).map(\.rawValue)
        applicationState = try container.decodeValue(ApplicationStateValue.self, forKey: .applicationState)
        applicationStateSetting = try container.decodeIfPresent(String.self, forKey: .applicationStateSetting)
        stateAfter = try container.decodeValue(AppState.self, forKey: .stateAfter)
        skipIfLaunchDeclined = try container.decodeIfPresent(Bool.self, forKey: .skipIfLaunchDeclined) ?? false
        if let setting = applicationStateSetting {
            let path = container.codingPath + [CodingKeys.applicationStateSetting]
            guard let value = Configuration().value(ofSetting: setting) else {
                throw DecodingError.tableDefect(
                    at: path, "unknown setting '\(setting.prefix(200))'; use one of: \(Configuration.conflictSettings.joined(separator: ", "))")
            }
            guard ApplicationStateValue(rawValue: value) != nil else {
                throw DecodingError.tableDefect(at: path, "setting '\(setting)' does not hold an applicationState value; name one that does")
            }
        }
    }

    /// The `applicationState` seen inside the callback in `configuration`: the value of the
    /// step's conflict setting when it has one, else the table's value.
    public func applicationState(in configuration: Configuration) -> ApplicationStateValue {
        applicationStateSetting.flatMap(configuration.value(ofSetting:)).flatMap(ApplicationStateValue.init(rawValue:)) ?? applicationState
    }
}
