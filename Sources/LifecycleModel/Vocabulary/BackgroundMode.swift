/// A value of the `UIBackgroundModes` Info.plist key.
public enum BackgroundMode: String, Sendable, Hashable, CaseIterable, Codable {
    case audio
    case location
    case voip
    case fetch
    case remoteNotification = "remote-notification"
    case newsstandContent = "newsstand-content"
    case externalAccessory = "external-accessory"
    case bluetoothCentral = "bluetooth-central"
    case bluetoothPeripheral = "bluetooth-peripheral"
}

/// A background event that may wake a suspended app or relaunch a terminated one.
public enum BackgroundEvent: String, Sendable, Hashable, CaseIterable, Codable {
    case locationRegion = "location-region"
    case locationSignificantChange = "location-significant-change"
    case audio
    case voipBoot = "voip-boot"
    case voipIncoming = "voip-incoming"
    case voipKeepAlive = "voip-keep-alive"
    case bluetoothCentral = "bluetooth-central"
    case bluetoothPeripheral = "bluetooth-peripheral"
    case urlSessionComplete = "url-session-complete"
    case remoteNotification = "remote-notification"
    case fetch
    case newsstand
    case externalAccessory = "external-accessory"

    /// The callback that delivers the event to the app.
    public var callback: Callback {
        switch self {
        case .locationRegion, .locationSignificantChange: .locationUpdate
        case .audio: .audioSessionEvent
        case .voipBoot, .voipKeepAlive: .voipKeepAlive
        case .voipIncoming: .voipIncoming
        case .bluetoothCentral, .bluetoothPeripheral: .bluetoothEvent
        case .urlSessionComplete: .handleEventsForBackgroundURLSession
        case .remoteNotification: .didReceiveRemoteNotification
        case .fetch: .performFetch
        case .newsstand: .newsstandDownloadFinished
        case .externalAccessory: .accessoryEvent
        }
    }
}
