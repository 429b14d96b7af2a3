/// Which of a watch app and its iOS app a user installs.
public enum WatchInstallChoice: String, Sendable, Hashable, CaseIterable, Codable {
    /// Only the watch app.
    case watchAppOnly = "watch-app-only"
    /// Only the iOS app.
    case iOSAppOnly = "ios-app-only"
    /// Both apps.
    case both
}

/// How far the companion iOS app is installed on the iPhone.
public enum CompanionAppState: String, Sendable, Hashable, CaseIterable, Codable {
    /// Not on the iPhone.
    case notInstalled = "not-installed"
    /// Being installed, not yet finished.
    case installing
    /// Installed.
    case installed
}

extension WatchAppConfiguration {
    /// The kind the app behaves as on watchOS `version`: before watchOS 6 every watch app is
    /// dependent whatever its keys say (WATCH-011).
    public func effectiveKind(on version: WatchOSVersion) -> WatchAppKind {
        version < Self.firstIndependentWatchOS ? .dependent : kind
    }

    /// The installations the system accepts on watchOS `version`: a watch-only app alone
    /// (WATCH-003); an independent app and its iOS app in any combination (WATCH-007); a
    /// dependent app only together with its iOS app (WATCH-010). A watch-only app on a
    /// watchOS before 6 has no companion to satisfy WATCH-011, so it cannot be installed.
    public func installChoices(on version: WatchOSVersion) -> Set<WatchInstallChoice> {
        switch effectiveKind(on: version) {
        case .watchOnly: [.watchAppOnly]
        case .independent: [.watchAppOnly, .iOSAppOnly, .both]
        case .dependent: kind == .watchOnly ? [] : [.iOSAppOnly, .both]
        }
    }

    /// Whether the watch app can be launched on watchOS `version` while the companion iOS
    /// app is in `companion` state: a dependent app only once its iOS app has finished
    /// installing (WATCH-008, WATCH-016); an independent or watch-only app always (WATCH-003,
    /// WATCH-007).
    public func canLaunch(on version: WatchOSVersion, companion: CompanionAppState) -> Bool {
        switch effectiveKind(on: version) {
        case .watchOnly, .independent: true
        case .dependent: kind != .watchOnly && companion == .installed
        }
    }

    /// Whether the watch app can receive data over WatchConnectivity: only from an installed
    /// companion iOS app on an iPhone nearby (WATCH-035); a watch-only app has no companion.
    public func canReceiveWatchConnectivityData(companion: CompanionAppState, iPhoneNearby: Bool) -> Bool {
        kind != .watchOnly && companion == .installed && iPhoneNearby
    }
}

/// The system half of the WATCH- rules about installing and running a watch app: what the
/// user may install, whether the app launches while its companion iOS app is in a given
/// state, and whether WatchConnectivity data reaches it. The kit's `ReferenceWatchRuntime`
/// answers from `WatchAppConfiguration`'s own methods; an implementation of watchOS adopts
/// this protocol to be judged by the kit's watch-runtime cases, which ask it about the kit's
/// watch apps of each kind.
public protocol WatchRuntime: AnyObject {
    /// The installations the system accepts for `app` on watchOS `version` (WATCH-007, WATCH-010).
    func installChoices(for app: WatchAppConfiguration, on version: WatchOSVersion) -> Set<WatchInstallChoice>
    /// Whether `app` launches on watchOS `version` while its companion iOS app is in `companion` state (WATCH-007, WATCH-016).
    func canLaunch(_ app: WatchAppConfiguration, on version: WatchOSVersion, companion: CompanionAppState) -> Bool
    /// Whether `app` receives data over WatchConnectivity (WATCH-035).
    func canReceiveWatchConnectivityData(_ app: WatchAppConfiguration, companion: CompanionAppState, iPhoneNearby: Bool) -> Bool
}

/// The kit's watch runtime: every answer is the configuration's own (`installChoices(on:)`,
/// `canLaunch(on:companion:)`, `canReceiveWatchConnectivityData(companion:iPhoneNearby:)`).
public final class ReferenceWatchRuntime: WatchRuntime {
    /// Creates the runtime.
    public init() {}

    /// `app.installChoices(on: version)`.
    public func installChoices(for app: WatchAppConfiguration, on version: WatchOSVersion) -> Set<WatchInstallChoice> {
        app.installChoices(on: version)
    }

    /// `app.canLaunch(on: version, companion: companion)`.
    public func canLaunch(_ app: WatchAppConfiguration, on version: WatchOSVersion, companion: CompanionAppState) -> Bool {
        app.canLaunch(on: version, companion: companion)
    }

    /// `app.canReceiveWatchConnectivityData(companion: companion, iPhoneNearby: iPhoneNearby)`.
    public func canReceiveWatchConnectivityData(_ app: WatchAppConfiguration, companion: CompanionAppState, iPhoneNearby: Bool) -> Bool {
        app.canReceiveWatchConnectivityData(companion: companion, iPhoneNearby: iPhoneNearby)
    }
}
