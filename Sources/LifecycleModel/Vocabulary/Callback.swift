/// Who receives a callback.
public enum Receiver: String, Sendable, Hashable, CaseIterable, Codable {
    case appDelegate = "app-delegate"
    case sceneDelegate = "scene-delegate"
    /// A Today widget's view controller.
    case widget
}

/// A delegate or scene-delegate method, named by its Objective-C selector.
public enum Callback: String, Sendable, Hashable, CaseIterable, Codable {
    case willFinishLaunching = "application:willFinishLaunchingWithOptions:"
    case didFinishLaunching = "application:didFinishLaunchingWithOptions:"
    case didBecomeActive = "applicationDidBecomeActive:"
    case willResignActive = "applicationWillResignActive:"
    case didEnterBackground = "applicationDidEnterBackground:"
    case willEnterForeground = "applicationWillEnterForeground:"
    case willTerminate = "applicationWillTerminate:"
    case openURL = "application:openURL:options:"
    case didReceiveMemoryWarning = "applicationDidReceiveMemoryWarning:"
    case sceneWillConnect = "scene:willConnectToSession:options:"
    case sceneDidDisconnect = "sceneDidDisconnect:"
    case sceneWillEnterForeground = "sceneWillEnterForeground:"
    case sceneDidBecomeActive = "sceneDidBecomeActive:"
    case sceneWillResignActive = "sceneWillResignActive:"
    case sceneDidEnterBackground = "sceneDidEnterBackground:"
    case sceneOpenURLContexts = "scene:openURLContexts:"
    case performFetch = "application:performFetchWithCompletionHandler:"
    case didReceiveRemoteNotification = "application:didReceiveRemoteNotification:fetchCompletionHandler:"
    case handleEventsForBackgroundURLSession = "application:handleEventsForBackgroundURLSession:completionHandler:"
    case didReceiveLocalNotification = "application:didReceiveLocalNotification:"
    /// The location manager's delegate receives new locations.
    case locationUpdate = "locationManager:didUpdateLocations:"
    /// The handler registered with `setKeepAliveTimeout:handler:` runs.
    case voipKeepAlive = "setKeepAliveTimeout:handler:"
    /// An audio-session event, such as an interruption, for an app using the audio mode.
    case audioSessionEvent = "audio-session-event"
    /// A VoIP app's socket has data to read.
    case voipIncoming = "voip-socket-readable"
    /// The PushKit registry's delegate receives a VoIP push (APG-371).
    case voipPushReceived = "pushRegistry:didReceiveIncomingPushWithPayload:forType:"
    /// An external accessory's session has data available.
    case accessoryEvent = "accessory-data-available"
    /// The Core Bluetooth delegate receives a characteristic's new value.
    case bluetoothEvent = "centralManager:didUpdateValueForCharacteristic:"
    /// A Newsstand download's delegate learns that the download finished.
    case newsstandDownloadFinished = "connectionDidFinishDownloading:destinationURL:"
    /// A Today widget is asked to update its content.
    case widgetPerformUpdate = "widgetPerformUpdateWithCompletionHandler:"
    /// UIKit asks the app delegate whether to preserve the interface's state (an app that
    /// implements it and returns true opts in to preservation).
    case shouldSaveApplicationState = "application:shouldSaveApplicationState:"
    /// UIKit asks the app delegate whether to restore the preserved state at launch (an app
    /// that implements it and returns true opts in to restoration).
    case shouldRestoreApplicationState = "application:shouldRestoreApplicationState:"
    // Background execution (transfers, accessories, VoIP).
    /// A background URL session tells its delegate that a task finished while the app runs
    /// (BGEXEC-039, APG-093: "in the usual way", not through the app delegate's events method).
    case urlSessionTaskDidComplete = "URLSession:task:didCompleteWithError:"

    // State preservation and restoration (area: interface and state restoration).
    /// The app delegate stores high-level state (such as the interface version) at the very
    /// start of preservation, before any view controller is encoded.
    case willEncodeRestorableState = "application:willEncodeRestorableStateWithCoder:"

    /// A short name for traces: `didEnterBackground`, `sceneDidBecomeActive`, …
    public var shortName: String { String(describing: self) }

    /// The app-delegate callback a scene-delegate callback reports the same transition with
    /// (`sceneDidBecomeActive:` → `applicationDidBecomeActive:`); any other callback, the scene
    /// connection calls included, stands for itself. Two traces that differ only in the
    /// receiver of the same transitions agree on it.
    public var appDelegateEquivalent: Callback {
        switch self {
        case .sceneWillEnterForeground: .willEnterForeground
        case .sceneDidBecomeActive: .didBecomeActive
        case .sceneWillResignActive: .willResignActive
        case .sceneDidEnterBackground: .didEnterBackground
        case .sceneOpenURLContexts: .openURL
        default: self
        }
    }
}
