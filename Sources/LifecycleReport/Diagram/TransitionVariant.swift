import LifecycleModel
import LifecycleSpec

/// What decides which transition rows apply to a configuration: the conditions a row's
/// `when` can name (scenes, multitasking, opting out of background execution, the reading
/// of Sleep/Wake). Configurations that agree on them draw the same state diagram.
public struct TransitionVariant: Sendable, Hashable {
    /// The app uses scenes (it declares them and runs on iOS 13 or later).
    public var scenes: Bool
    /// Multitasking is available.
    public var multitasking: Bool
    /// The app sets `UIApplicationExitsOnSuspend`.
    public var exitsOnSuspend: Bool
    /// The reading of Sleep/Wake.
    public var sleepWake: SleepWakeBehaviour

    /// The variant a configuration falls in.
    public init(_ configuration: Configuration) {
        scenes = configuration.usesScenes
        multitasking = configuration.multitaskingAvailable
        exitsOnSuspend = configuration.exitsOnSuspend
        sleepWake = configuration.sleepWakeBehaviour
    }

    /// The model defaults: an app delegate only app on a multitasking device.
    public static let standard = TransitionVariant(Configuration())

    /// The variants every report draws: the default, scenes, opted out of background
    /// execution, and no multitasking.
    public static let everyReport: [TransitionVariant] = {
        var scenes = Configuration()
        scenes.appSupportsScenes = true
        scenes.iosVersion = IOSVersion(13, 0)
        scenes.linkedSDKVersion = IOSVersion(13, 0)
        var optedOut = Configuration()
        optedOut.exitsOnSuspend = true
        var noMultitasking = Configuration()
        noMultitasking.deviceSupportsMultitasking = false
        return [Configuration(), scenes, optedOut, noMultitasking].map(TransitionVariant.init)
    }()

    /// The standard variants, then every other one among `configurations` in the order they
    /// first come, each once.
    public static func drawn(for configurations: [Configuration]) -> [TransitionVariant] {
        var variants = everyReport
        for variant in configurations.map(TransitionVariant.init) where !variants.contains(variant) { variants.append(variant) }
        return variants
    }

    /// A configuration in this variant, for testing which rows apply.
    public var configuration: Configuration {
        var configuration = Configuration()
        if scenes {
            configuration.appSupportsScenes = true
            configuration.iosVersion = IOSVersion(13, 0)
            configuration.linkedSDKVersion = IOSVersion(13, 0)
        }
        configuration.deviceSupportsMultitasking = multitasking
        configuration.exitsOnSuspend = exitsOnSuspend
        configuration.sleepWakeBehaviour = sleepWake
        return configuration
    }

    /// A name for headings and anchors: `default`, `scenes`, `opted-out`, `no-multitasking`,
    /// or the parts that differ from the default joined by `+` (`scenes+sleep-wake-inactive`).
    public var name: String {
        var parts: [String] = []
        if scenes { parts.append("scenes") }
        if !multitasking { parts.append("no-multitasking") }
        if exitsOnSuspend { parts.append("opted-out") }
        if sleepWake != Configuration().sleepWakeBehaviour { parts.append("sleep-wake-\(sleepWake.rawValue)") }
        return parts.isEmpty ? "default" : parts.joined(separator: "+")
    }

    /// The configuration in words: `app delegate only; multitasking; Sleep/Wake reading: background`.
    public var title: String {
        [
            scenes ? "scene-based app (iOS 13)" : "app delegate only",
            multitasking ? "multitasking" : "no multitasking",
            exitsOnSuspend ? "opted out of background execution (UIApplicationExitsOnSuspend)" : nil,
            "Sleep/Wake reading: \(sleepWake.rawValue)",
        ].compactMap { $0 }.joined(separator: "; ")
    }
}
