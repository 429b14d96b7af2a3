import LifecycleSpec

/// The settings named by `spec/conflicts.json` (`selectedBy.setting`): each picks one
/// reading where the documents disagree.
extension Configuration {
    /// The names of every setting a conflict may name.
    public static let conflictSettings: [String] = [
        "sleepWakeBehaviour", "supportsScenes", "supportsMultitasking", "iosVersion", "backgroundLaunchPassesInactive",
        "willEnterForegroundApplicationState", "backgroundLaunchUnlockRequirement", "forceQuitCallsWillTerminate",
        "voipModeAllowsBackgroundAudio", "memoryPurgeOrder", "rebootCallsWillTerminate", "downloadHandOffKeepsAppRunning",
    ]

    /// Applies `value` to the setting `name`; fails with a message naming both when either is unknown.
    public mutating func apply(setting name: String, value: String) throws(LifecycleError) {
        func invalid() -> LifecycleError {
            LifecycleError(.invalidArgument, id: "sim.setting.bad-value", ["name": name, "value": value])
        }
        func flag() throws(LifecycleError) -> Bool {
            switch value {
            case "true": return true
            case "false": return false
            default: throw invalid()
            }
        }
        switch name {
        case "sleepWakeBehaviour":
            guard let behaviour = SleepWakeBehaviour(rawValue: value) else { throw invalid() }
            sleepWakeBehaviour = behaviour
        case "supportsScenes":
            appSupportsScenes = try flag()
        case "supportsMultitasking":
            deviceSupportsMultitasking = try flag()
        case "iosVersion":
            guard let version = IOSVersion(parsing: value) else { throw invalid() }
            iosVersion = version
            linkedSDKVersion = version
        case "backgroundLaunchPassesInactive":
            backgroundLaunchPassesInactive = try flag()
        case "willEnterForegroundApplicationState":
            guard let state = ApplicationStateValue(rawValue: value), state != .active else { throw invalid() }
            willEnterForegroundApplicationState = state
        case "backgroundLaunchUnlockRequirement":
            guard let requirement = BackgroundLaunchUnlockRequirement(rawValue: value) else { throw invalid() }
            backgroundLaunchUnlockRequirement = requirement
        case "forceQuitCallsWillTerminate":
            forceQuitCallsWillTerminate = try flag()
        case "voipModeAllowsBackgroundAudio":
            voipModeAllowsBackgroundAudio = try flag()
        case "memoryPurgeOrder":
            guard let order = MemoryPurgeOrder(rawValue: value) else { throw invalid() }
            memoryPurgeOrder = order
        case "rebootCallsWillTerminate":
            rebootCallsWillTerminate = try flag()
        case "downloadHandOffKeepsAppRunning":
            downloadHandOffKeepsAppRunning = try flag()
        default:
            throw LifecycleError(.invalidArgument, id: "sim.setting.unknown", ["name": name, "known": Self.conflictSettings.joined(separator: ", ")])
        }
    }

    /// The current value of a conflict setting, spelled as in `conflicts.json`.
    public func value(ofSetting name: String) -> String? {
        switch name {
        case "sleepWakeBehaviour": sleepWakeBehaviour.rawValue
        case "supportsScenes": String(appSupportsScenes)
        case "supportsMultitasking": String(deviceSupportsMultitasking)
        case "iosVersion": iosVersion.description
        case "backgroundLaunchPassesInactive": String(backgroundLaunchPassesInactive)
        case "willEnterForegroundApplicationState": willEnterForegroundApplicationState.rawValue
        case "backgroundLaunchUnlockRequirement": backgroundLaunchUnlockRequirement.rawValue
        case "forceQuitCallsWillTerminate": String(forceQuitCallsWillTerminate)
        case "voipModeAllowsBackgroundAudio": String(voipModeAllowsBackgroundAudio)
        case "memoryPurgeOrder": memoryPurgeOrder.rawValue
        case "rebootCallsWillTerminate": String(rebootCallsWillTerminate)
        case "downloadHandOffKeepsAppRunning": String(downloadHandOffKeepsAppRunning)
        default: nil
        }
    }

    /// The rule of `conflict` this configuration follows: the model default when no setting
    /// selects the other reading.
    public func selectedRule(of conflict: RuleConflict) -> String? {
        guard let setting = conflict.setting else { return conflict.modelDefault }
        guard let current = value(ofSetting: setting) else { return nil }
        if setting == "iosVersion" {
            // A version threshold: the rule with the highest version not above the current one.
            return conflict.settingValues.compactMap { rule, text in IOSVersion(parsing: text).map { (rule, $0) } }
                .filter { $0.1 <= iosVersion }.max { $0.1 < $1.1 }?.0
        }
        return conflict.settingValues.first { $0.value == current }?.key
    }
}
