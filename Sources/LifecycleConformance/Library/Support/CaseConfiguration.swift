import LifecycleModel
import LifecycleSpec

extension Configuration {
    /// The default configuration with a change applied.
    public static func with(_ change: (inout Configuration) -> Void) -> Configuration {
        var configuration = Configuration()
        change(&configuration)
        return configuration
    }

    /// iOS 13 with an app that declares a scene manifest.
    public static let scenes = Configuration.with {
        $0.iosVersion = IOSVersion(13, 0)
        $0.linkedSDKVersion = IOSVersion(13, 0)
        $0.appSupportsScenes = true
    }
}

extension ReferenceApp.Options {
    /// Options with a change applied.
    public static func with(_ change: (inout ReferenceApp.Options) -> Void) -> ReferenceApp.Options {
        var options = ReferenceApp.Options()
        change(&options)
        return options
    }

    /// An app that keeps a background task running after it enters the background.
    public static let finishingWork = ReferenceApp.Options.with { $0.finishesWorkInBackground = true }
}
