import LifecycleSpec

/// A row of `spec/tables/relaunch.json`: when a terminated app is launched again in the
/// background for an event.
public struct RelaunchRow: Sendable, Hashable, Decodable, Identifiable {
    /// What the app must have for the relaunch: a declared background mode or an enabled setting.
    public struct Requirement: Sendable, Hashable, Decodable {
        /// The `UIBackgroundModes` value the app must declare.
        public let backgroundMode: BackgroundMode?
        /// The app-side setting that must be on, such as `monitorsRegions`.
        public let setting: RelaunchSetting?

        enum CodingKeys: String, CodingKey, CaseIterable {
            case backgroundMode, setting
        }

        /// Decodes a requirement: exactly one of a background mode and a setting.
        public init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownFields(CodingKeys.allCases.map(\.rawValue))
            let container = try decoder.container(keyedBy: CodingKeys.self)
            backgroundMode = try container.decodeValueIfPresent(BackgroundMode.self, forKey: .backgroundMode)
            setting = try container.decodeValueIfPresent(RelaunchSetting.self, forKey: .setting)
            if (backgroundMode == nil) == (setting == nil) {
                throw DecodingError.tableDefect(at: container.codingPath, "name either a 'backgroundMode' or a 'setting', not both and not neither")
            }
        }

        /// True when `configuration` declares the mode, or turns on the setting.
        public func isMet(by configuration: Configuration) -> Bool {
            if let backgroundMode, !configuration.backgroundModes.contains(backgroundMode) { return false }
            if let setting, !setting.isOn(in: configuration) { return false }
            return true
        }
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
    /// True when the event exists only on a device with a cellular radio.
    public let needsCellularRadio: Bool
    /// The first iOS version on which the event exists at all (PushKit's VoIP pushes, iOS 8);
    /// nil when it exists on every version.
    public let iosFrom: IOSVersion?
    /// The callback that carries the event after the background launch.
    public let callback: Callback?
    /// For each reason the row gives, the rules among ``rules`` that state it.
    public let facets: RuleFacets<RelaunchFacet>
    /// The ids of the rules the row carries.
    public let rules: [String]

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, event, requires, afterSystemTermination, afterForceQuit, forceQuitExceptionFrom, needsUnlockSinceBoot, needsCellularRadio
        case iosFrom, callback, facets, rules
    }

    /// Decodes a row; `needsCellularRadio` defaults to false and `iosFrom` to nil. Rejects an unknown field or
    /// value and a facet whose rules the row does not carry.
    public init(from decoder: any Decoder) throws {
        try decoder.rejectUnknownFields(CodingKeys.allCases.map(\.rawValue))
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        event = try container.decodeValue(BackgroundEvent.self, forKey: .event)
        requires = try container.decodeIfPresent(Requirement.self, forKey: .requires)
        afterSystemTermination = try container.decode(Bool.self, forKey: .afterSystemTermination)
        afterForceQuit = try container.decode(Bool.self, forKey: .afterForceQuit)
        forceQuitExceptionFrom = try container.decodeIfPresent(IOSVersion.self, forKey: .forceQuitExceptionFrom)
        needsUnlockSinceBoot = try container.decode(Bool.self, forKey: .needsUnlockSinceBoot)
        needsCellularRadio = try container.decodeIfPresent(Bool.self, forKey: .needsCellularRadio) ?? false
        iosFrom = try container.decodeIfPresent(IOSVersion.self, forKey: .iosFrom)
        callback = try container.decodeValueIfPresent(Callback.self, forKey: .callback)
        rules = try container.decode([String].self, forKey: .rules)
        facets = try RuleFacets(from: container, forKey: .facets, rowRules: rules)
    }
}

/// An app-side fact a relaunch row may require, named as `relaunch.json` spells it.
public enum RelaunchSetting: String, Sendable, Hashable, CaseIterable, Codable {
    /// The app registered a region with Core Location.
    case monitorsRegions
    /// The app started the significant-change location service.
    case monitorsSignificantLocationChanges
    /// The app's background URL session sends launch events.
    case sessionSendsLaunchEvents

    /// The configuration flag that holds the fact.
    var flag: WritableKeyPath<Configuration, Bool> {
        switch self {
        case .monitorsRegions: \.monitorsRegions
        case .monitorsSignificantLocationChanges: \.monitorsSignificantLocationChanges
        case .sessionSendsLaunchEvents: \.sessionSendsLaunchEvents
        }
    }

    /// True when `configuration` has the fact.
    public func isOn(in configuration: Configuration) -> Bool { configuration[keyPath: flag] }

    /// Turns the fact on in `configuration`.
    public func turnOn(in configuration: inout Configuration) { configuration[keyPath: flag] = true }
}
