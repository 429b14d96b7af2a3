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
    case locationUpdate = "locationManager:didUpdateLocations:"
    case voipKeepAlive = "setKeepAliveTimeout:handler:"
    case audioSessionEvent = "audio-session-event"
    case voipIncoming = "voip-socket-readable"
    case accessoryEvent = "accessory-data-available"
    case bluetoothEvent = "centralManager:didUpdateValueForCharacteristic:"
    case newsstandDownloadFinished = "connectionDidFinishDownloading:destinationURL:"
    case widgetPerformUpdate = "widgetPerformUpdateWithCompletionHandler:"
    case shouldSaveApplicationState = "application:shouldSaveApplicationState:"
    case shouldRestoreApplicationState = "application:shouldRestoreApplicationState:"

    /// A short name for traces: `didEnterBackground`, `sceneDidBecomeActive`, …
    public var shortName: String { String(describing: self) }
}
