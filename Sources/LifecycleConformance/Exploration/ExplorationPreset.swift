import LifecycleModel
import LifecycleSpec

/// The configurations the explorer and `bench` explore by name.
public enum ExplorationPreset: String, Sendable, CaseIterable {
    /// An app delegate app on iOS 12 with the fetch, remote-notification and VoIP modes.
    case `default`
    /// The same app with scenes, on iOS 13.
    case scenes
    /// The same app on a device without multitasking.
    case noMultitasking = "no-multitasking"
    /// The same app on a device with a passcode.
    case passcode

    /// The configuration the preset names.
    public var configuration: Configuration {
        var configuration = DifferentialExplorer.defaultConfiguration
        switch self {
        case .default: break
        case .scenes:
            configuration.iosVersion = IOSVersion(13, 0)
            configuration.linkedSDKVersion = IOSVersion(13, 0)
            configuration.appSupportsScenes = true
        case .noMultitasking: configuration.deviceSupportsMultitasking = false
        case .passcode: configuration.passcodeSet = true
        }
        return configuration
    }
}
