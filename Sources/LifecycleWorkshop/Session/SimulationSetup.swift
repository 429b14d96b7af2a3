import Foundation
import LifecycleModel
import LifecycleSpec
import LifecycleText

/// The simulator's options (`--ios`, `--scenes`, `--no-multitasking`, `--modes`,
/// `--passcode`, `--sleep-wake`) applied on top of a configuration, usually one read from
/// an Info.plist.
public struct SimulationSetup: Sendable, Hashable {
    /// `--ios`: the iOS version, as typed.
    public var iosVersion: String?
    /// `--scenes`: the app declares a scene manifest.
    public var scenes = false
    /// False for `--no-multitasking`.
    public var multitasking = true
    /// Background mode names; an entry may hold several, separated by commas.
    public var backgroundModes: [String] = []
    /// `--passcode`: the device has a passcode.
    public var passcode = false
    /// `--sleep-wake`: the reading of Sleep/Wake, as typed.
    public var sleepWake: String?

    /// No option given: the base configuration as it is.
    public init() {}

    /// The configuration with the options applied. `--scenes` without `--ios` moves to
    /// iOS 13, the first version with scenes.
    public func configuration(base: Configuration = Configuration()) throws(LifecycleError) -> Configuration {
        var configuration = base
        if let iosVersion {
            try configuration.apply(setting: "iosVersion", value: iosVersion)
        } else if scenes && configuration.iosVersion < IOSVersion(13, 0) {
            try configuration.apply(setting: "iosVersion", value: "13.0")
        }
        if scenes { configuration.appSupportsScenes = true }
        if !multitasking { configuration.deviceSupportsMultitasking = false }
        for name in backgroundModes.flatMap({ $0.split(separator: ",") }).map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            guard let mode = BackgroundMode(rawValue: name) else {
                throw LifecycleError(
                    .invalidArgument, id: "sim.setup.unknown-mode", ["name": name, "known": BackgroundMode.allCases.map(\.rawValue).joined(separator: ", ")])
            }
            configuration.backgroundModes.insert(mode)
        }
        if passcode { configuration.passcodeSet = true }
        if let sleepWake { try configuration.apply(setting: "sleepWakeBehaviour", value: sleepWake) }
        return configuration
    }

    /// One line that says what is being simulated.
    public static func summary(of configuration: Configuration, words: Words = .english) -> String {
        let structure: String
        if configuration.usesScenes {
            structure = words("setup.scenes")
        } else if configuration.appSupportsScenes {
            structure = words("setup.scenes-ignored")
        } else {
            structure = words("setup.app-delegate")
        }
        let modes = configuration.backgroundModes.map(\.rawValue).sorted()
        return [
            "iOS \(configuration.iosVersion)", structure,
            words(configuration.multitaskingAvailable ? "setup.multitasking" : "setup.no-multitasking"),
            configuration.exitsOnSuspend ? words("setup.exits-on-suspend") : nil,
            words("setup.modes", "modes", modes.isEmpty ? words("setup.modes.none") : modes.joined(separator: ", ")),
            words(configuration.passcodeSet ? "setup.passcode" : "setup.no-passcode"),
            words("setup.sleep-wake", "reading", configuration.sleepWakeBehaviour.rawValue),
        ].compactMap { $0 }.joined(separator: "; ")
    }
}
