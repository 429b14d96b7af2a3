import Foundation
import LifecycleSpec

/// A watchOS version number, written like an iOS one (`6`, `6.2`).
public typealias WatchOSVersion = IOSVersion

/// What a watch app is, by its Info.plist keys.
public enum WatchAppKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// `WKWatchOnly` is true: no companion iOS app; available only on Apple Watch (WATCH-003).
    case watchOnly = "watch-only"
    /// `WKRunsIndependentlyOfCompanionApp` is true: works without its iOS app (WATCH-007).
    case independent
    /// Neither key is true: needs its companion iOS app (WATCH-008).
    case dependent
}

/// One of the two paired devices.
public enum PairedDevice: String, Sendable, Hashable, CaseIterable, Codable {
    /// The Apple Watch.
    case watch
    /// The paired iPhone.
    case iPhone = "iphone"
}

/// Where a watch app gets its data.
public enum WatchDataSource: String, Sendable, Hashable, CaseIterable, Codable {
    /// Data or files sent by the iOS app over WatchConnectivity (needs the iPhone nearby, WATCH-035).
    case watchConnectivity = "watch-connectivity"
    /// Downloads the watch makes itself (`URLSession` on the watch).
    case directDownload = "direct-download"
    /// CloudKit, reached from the watch.
    case cloudKit = "cloudkit"
    /// The app's own server, reached from the watch.
    case ownServer = "own-server"

    /// True for sources the watch reaches without the iPhone.
    public var reachedFromWatch: Bool { self != .watchConnectivity }
}

/// The configuration of a watchOS app that the WATCH- rules check: the keys of the WatchKit
/// app's and WatchKit extension's Info.plists, and the facts about the project and the
/// app's code that no Info.plist records. `findings()` checks it; the `canLaunch`,
/// `installChoices` and WatchConnectivity methods answer what the system does with it.
public struct WatchAppConfiguration: Sendable, Hashable, Codable {
    /// The key that marks a watch-only app (in the WatchKit app's Info.plist).
    public static let watchOnlyKey = "WKWatchOnly"
    /// The key that marks an independent app (in the WatchKit extension's Info.plist).
    public static let runsIndependentlyKey = "WKRunsIndependentlyOfCompanionApp"
    /// The key that names the companion iOS app (in the WatchKit app's Info.plist).
    public static let companionAppKey = "WKCompanionAppBundleIdentifier"

    /// `WKWatchOnly` from the WatchKit app's Info.plist; nil when absent.
    public var watchOnly: Bool?
    /// `WKRunsIndependentlyOfCompanionApp` from the WatchKit extension's Info.plist; nil when absent.
    public var runsIndependentlyOfCompanionApp: Bool?
    /// `WKCompanionAppBundleIdentifier` from the WatchKit app's Info.plist: the companion iOS app.
    public var companionAppBundleIdentifier: String?
    /// Keys found in the other target's Info.plist than the one they belong in; such a key
    /// has no effect (see `watchOnly`, `runsIndependentlyOfCompanionApp`).
    public var misplacedKeys: Set<String> = []
    /// The lowest watchOS version the app supports (its deployment target).
    public var deploymentTarget = WatchOSVersion(6, 0)
    /// The project also contains an iOS app (WATCH-018).
    public var projectContainsIOSApp = false
    /// Where the app gets its data, the primary source first; empty when it needs none.
    public var dataSources: [WatchDataSource] = []
    /// Where the app asks the user to authorise system services (HealthKit, location, …);
    /// nil when it uses none (WATCH-029).
    public var authorizationRequestedOn: PairedDevice?
    /// Where the app calls `registerForRemoteNotifications()`; nil when it uses no push
    /// notifications (WATCH-034).
    public var remoteNotificationsRegisteredOn: PairedDevice?

    /// A dependent app in a project with no iOS app, no keys set, deployment target watchOS 6.
    public init() {}

    /// The kind the Info.plist keys declare (before the watchOS version is considered).
    public var kind: WatchAppKind {
        if watchOnly == true { return .watchOnly }
        if runsIndependentlyOfCompanionApp == true { return .independent }
        return .dependent
    }

    /// Reads the keys from the WatchKit app's Info.plist and, when the app has a separate
    /// WatchKit extension, from the extension's, on top of `base` (whose other facts are kept).
    /// Without an extension (a single-target watch app) every key is read from the app's.
    /// A key of the wrong type throws an error naming the file and the key.
    public static func reading(
        watchKitApp: [String: Any], watchKitExtension: [String: Any]? = nil, base: WatchAppConfiguration = WatchAppConfiguration()
    ) throws(InfoPlistError) -> WatchAppConfiguration {
        try reading(
            app: PropertyListDocument(dictionary: watchKitApp, file: "WatchKit app Info.plist"),
            extension: watchKitExtension.map { PropertyListDocument(dictionary: $0, file: "WatchKit extension Info.plist") }, base: base)
    }

    /// Reads the keys from Info.plist files (XML or binary), as `reading(watchKitApp:watchKitExtension:base:)` does.
    public static func reading(
        watchKitAppPlist: URL, watchKitExtensionPlist: URL? = nil, base: WatchAppConfiguration = WatchAppConfiguration()
    ) throws(InfoPlistError) -> WatchAppConfiguration {
        let app = try PropertyListDocument(contentsOf: watchKitAppPlist)
        var appExtension: PropertyListDocument?
        if let watchKitExtensionPlist { appExtension = try PropertyListDocument(contentsOf: watchKitExtensionPlist) }
        return try reading(app: app, extension: appExtension, base: base)
    }

    private static func reading(
        app: PropertyListDocument, extension appExtension: PropertyListDocument?, base: WatchAppConfiguration
    ) throws(InfoPlistError) -> WatchAppConfiguration {
        var configuration = base
        configuration.misplacedKeys = []
        configuration.watchOnly = try app.bool(watchOnlyKey)
        configuration.companionAppBundleIdentifier = try app.string(companionAppKey)
        guard let appExtension else {
            configuration.runsIndependentlyOfCompanionApp = try app.bool(runsIndependentlyKey)
            return configuration
        }
        configuration.runsIndependentlyOfCompanionApp = try appExtension.bool(runsIndependentlyKey)
        // A key in the other target's Info.plist is still checked for its type, then recorded as misplaced.
        if try app.bool(runsIndependentlyKey) != nil { configuration.misplacedKeys.insert(runsIndependentlyKey) }
        if try appExtension.bool(watchOnlyKey) != nil { configuration.misplacedKeys.insert(watchOnlyKey) }
        return configuration
    }
}
