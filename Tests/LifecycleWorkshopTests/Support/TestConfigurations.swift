import LifecycleModel
import LifecycleSpec

extension Configuration {
    /// The default configuration changed by `change`.
    static func with(_ change: (inout Configuration) -> Void) -> Configuration {
        var configuration = Configuration()
        change(&configuration)
        return configuration
    }

    /// An app with scenes on iOS 13.
    static let scenes = Configuration.with {
        $0.iosVersion = IOSVersion(13, 0)
        $0.linkedSDKVersion = IOSVersion(13, 0)
        $0.appSupportsScenes = true
    }
}
