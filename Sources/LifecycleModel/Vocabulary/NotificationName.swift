/// A notification the tables may name: posted beside a life-cycle callback
/// (`transitions.json`) or for a system change (`queued-notifications.json`). Observations
/// carry the raw name; the tables may use no other.
public enum NotificationName: String, Sendable, Hashable, CaseIterable, Codable {
    /// Posted beside `application:didFinishLaunchingWithOptions:`.
    case didFinishLaunching = "UIApplicationDidFinishLaunchingNotification"
    /// Posted beside `applicationDidBecomeActive:`.
    case didBecomeActive = "UIApplicationDidBecomeActiveNotification"
    /// Posted beside `applicationWillResignActive:`.
    case willResignActive = "UIApplicationWillResignActiveNotification"
    /// Posted beside `applicationDidEnterBackground:`.
    case didEnterBackground = "UIApplicationDidEnterBackgroundNotification"
    /// Posted beside `applicationWillEnterForeground:`.
    case willEnterForeground = "UIApplicationWillEnterForegroundNotification"
    /// Posted beside `applicationWillTerminate:`.
    case willTerminate = "UIApplicationWillTerminateNotification"
    /// Posted beside `applicationDidReceiveMemoryWarning:`.
    case didReceiveMemoryWarning = "UIApplicationDidReceiveMemoryWarningNotification"
    /// An external accessory connected.
    case accessoryDidConnect = "EAAccessoryDidConnectNotification"
    /// An external accessory disconnected.
    case accessoryDidDisconnect = "EAAccessoryDidDisconnectNotification"
    /// The device orientation changed.
    case orientationDidChange = "UIDeviceOrientationDidChangeNotification"
    /// A significant time change, such as midnight.
    case significantTimeChange = "UIApplicationSignificantTimeChangeNotification"
    /// The battery state changed.
    case batteryStateDidChange = "UIDeviceBatteryStateDidChangeNotification"
    /// The battery level changed.
    case batteryLevelDidChange = "UIDeviceBatteryLevelDidChangeNotification"
    /// The proximity sensor changed state.
    case proximityStateDidChange = "UIDeviceProximityStateDidChangeNotification"
    /// Files with complete protection are about to become unreadable.
    case protectedDataWillBecomeUnavailable = "UIApplicationProtectedDataWillBecomeUnavailable"
    /// Files with complete protection became readable again.
    case protectedDataDidBecomeAvailable = "UIApplicationProtectedDataDidBecomeAvailable"
    /// An external display connected.
    case screenDidConnect = "UIScreenDidConnectNotification"
    /// An external display disconnected.
    case screenDidDisconnect = "UIScreenDidDisconnectNotification"
    /// The screen's display mode changed.
    case screenModeDidChange = "UIScreenModeDidChangeNotification"
    /// The app's settings changed.
    case userDefaultsDidChange = "NSUserDefaultsDidChangeNotification"
    /// The current locale changed.
    case currentLocaleDidChange = "NSCurrentLocaleDidChangeNotification"
    /// The iCloud account changed.
    case ubiquityIdentityDidChange = "NSUbiquityIdentityDidChangeNotification"
}
