import LifecycleModel

/// What a watch runtime answered about one of the kit's watch apps on watchOS 6: the
/// installations it accepts, whether the app launches in each state of its companion iOS
/// app, and whether WatchConnectivity data reaches it from an installed companion with the
/// iPhone nearby and away.
public struct WatchRuntimeAnswers: Sendable, Hashable {
    /// The watchOS version the runtime is asked about: the first on which a watch app can do without its iOS app.
    public static let version = WatchAppConfiguration.firstIndependentWatchOS

    /// The installations the runtime accepts.
    public var installChoices: Set<WatchInstallChoice>
    /// Whether the app launches, by the state of its companion iOS app.
    public var launches: [CompanionAppState: Bool]
    /// Whether WatchConnectivity data reaches the app from an installed companion, with the iPhone nearby.
    public var receivesNearby: Bool
    /// The same with the iPhone away.
    public var receivesAway: Bool

    /// Asks `runtime` about `app`.
    public init(asking runtime: any WatchRuntime, about app: WatchAppConfiguration) {
        installChoices = runtime.installChoices(for: app, on: Self.version)
        launches = Dictionary(uniqueKeysWithValues: CompanionAppState.allCases.map { ($0, runtime.canLaunch(app, on: Self.version, companion: $0)) })
        receivesNearby = runtime.canReceiveWatchConnectivityData(app, companion: .installed, iPhoneNearby: true)
        receivesAway = runtime.canReceiveWatchConnectivityData(app, companion: .installed, iPhoneNearby: false)
    }

    /// The states of the companion iOS app in which the app launches, in declaration order.
    public var launchesWith: [CompanionAppState] { CompanionAppState.allCases.filter { launches[$0] == true } }
}

extension WatchAppConfiguration {
    /// The kit's watch apps the watch-runtime cases ask about, one of each kind: the reference
    /// independent app, a dependent app that ships with its iOS app, and a watch-only app.
    public static let kitAppsByKind: [WatchAppKind: WatchAppConfiguration] = {
        var dependent = WatchAppConfiguration()
        dependent.companionAppBundleIdentifier = "com.example.lifecyclekit"
        dependent.projectContainsIOSApp = true
        var watchOnly = WatchAppConfiguration()
        watchOnly.watchOnly = true
        watchOnly.dataSources = [.directDownload]
        return [.independent: .referenceIndependentApp, .dependent: dependent, .watchOnly: watchOnly]
    }()
}
