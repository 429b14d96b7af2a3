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
    /// The device enters or leaves a region the app monitors.
    case locationRegion = "location-region"
    /// The significant-change location service reports a new location.
    case locationSignificantChange = "location-significant-change"
    /// The device moves a short distance: a new location the standard service reports, but not a
    /// significant change (BGEXEC-077).
    case locationMinorChange = "location-minor-change"
    /// An audio-session event for an app that plays or records in the background.
    case audio
    /// The device finished booting, which starts a VoIP app in the background.
    case voipBoot = "voip-boot"
    /// Data arrives on a VoIP app's control socket.
    case voipIncoming = "voip-incoming"
    /// The VoIP keep-alive timer fires.
    case voipKeepAlive = "voip-keep-alive"
    /// A VoIP push arrives through PushKit (iOS 8 and later): unlike `voip-incoming`, no socket
    /// of the app is involved, and the push reaches the app even when it was not running (APG-371).
    case voipPush = "voip-push"
    /// A Bluetooth LE accessory sends data to an app acting as central.
    case bluetoothCentral = "bluetooth-central"
    /// A Bluetooth LE central talks to an app acting as peripheral.
    case bluetoothPeripheral = "bluetooth-peripheral"
    /// A background URL session finished its transfers.
    case urlSessionComplete = "url-session-complete"
    /// A push notification with `content-available` arrives.
    case remoteNotification = "remote-notification"
    /// The system offers the app an opportunity to fetch content.
    case fetch
    /// A Newsstand issue finished downloading.
    case newsstand
    /// An external accessory sends data.
    case externalAccessory = "external-accessory"

    /// The callback that delivers the event to the app.
    public var callback: Callback {
        switch self {
        case .locationRegion, .locationSignificantChange, .locationMinorChange: .locationUpdate
        case .audio: .audioSessionEvent
        case .voipBoot, .voipKeepAlive: .voipKeepAlive
        case .voipIncoming: .voipIncoming
        case .voipPush: .voipPushReceived
        case .bluetoothCentral, .bluetoothPeripheral: .bluetoothEvent
        case .urlSessionComplete: .handleEventsForBackgroundURLSession
        case .remoteNotification: .didReceiveRemoteNotification
        case .fetch: .performFetch
        case .newsstand: .newsstandDownloadFinished
        case .externalAccessory: .accessoryEvent
        }
    }

    /// The callback that delivers the event to an app whose code is already running (in the
    /// foreground or the background): a finished background session reaches its session delegate
    /// in the usual way (BGEXEC-039, APG-093); every other event comes through ``callback``.
    public var runningAppCallback: Callback {
        self == .urlSessionComplete ? .urlSessionTaskDidComplete : callback
    }
}
