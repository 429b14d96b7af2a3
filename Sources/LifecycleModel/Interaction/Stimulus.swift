/// A system change that an app may be told about through a notification.
public enum SystemChangeKind: String, Sendable, Hashable, CaseIterable, Codable {
    /// An external accessory connects (value 1) or disconnects (0).
    case accessoryConnection = "accessory-connection"
    /// The device orientation changes; the value is an orientation code.
    case orientation
    /// A significant time change, such as midnight or a time-zone change.
    case timeChange = "time-change"
    /// The battery state or level changes.
    case battery
    /// The proximity sensor's state changes.
    case proximity
    /// Protected data becomes unavailable (value 1, device locked) or available (0).
    case protectedData = "protected-data"
    /// An external display connects (value 1) or disconnects (0).
    case externalDisplay = "external-display"
    /// The screen's display mode changes.
    case displayMode = "display-mode"
    /// The app's settings (user defaults) change.
    case settings
    /// The current locale changes.
    case locale
    /// The iCloud account changes.
    case icloudAccount = "icloud-account"
    /// The user changes the app's password or another security-related setting of the app in
    /// Settings; the value identifies the new setting. It reaches the app as a settings change.
    case securitySettings = "security-settings"
    /// The user grants (value 1) or revokes (0) the app's access to a protected resource in
    /// Settings; no notification tells the app, which learns it by asking for its authorization.
    case privacyPermission = "privacy-permission"
    /// The user changes the content-rating restrictions in Settings: value 1 forbids explicit
    /// content, 0 allows it. It reaches the app as a settings change.
    case contentRating = "content-rating"
    /// The user switches airplane mode on (value 1) or off (0); switching it on turns the
    /// Wi-Fi radio off.
    case airplaneMode = "airplane-mode"
    /// The user turns Wi-Fi on (value 1) or off (0), also while in airplane mode.
    case wifi = "wifi"
}

/// Something that happens to the app from outside: the user, the device or the world.
public enum Stimulus: Sendable, Hashable, Codable {
    /// The user taps the app's icon (launching it when it is not running).
    case tapIcon
    /// Another app or the system asks to open a URL in this app.
    case openURL
    /// The user presses the Home button.
    case homeButton
    /// The user switches to another app.
    case appSwitch
    /// A phone call comes in.
    case incomingCall
    /// The user answers the incoming call.
    case answerCall
    /// The user declines the incoming call.
    case declineCall
    /// The call in progress ends (the user or the other party hangs up).
    case endCall
    /// A banner-style notification slides in over the app.
    case notificationBanner
    /// The user pulls down Notification Center over the app.
    case pullNotificationCenter
    /// The user dismisses Notification Center.
    case dismissNotificationCenter
    /// The Sleep/Wake button locks the device.
    case lock
    /// The user unlocks the device.
    case unlock
    /// The system runs short of memory and needs `megabytes` back.
    case memoryPressure(megabytes: Int)
    /// The user removes the app from the app switcher.
    case forceQuit
    /// The device restarts.
    case reboot
    /// The system ends the app while it runs in the background.
    case systemTerminate
    /// A background event arrives (a push, a fetch opportunity, a location change…).
    case backgroundEvent(BackgroundEvent)
    /// A push notification; `contentAvailable` is the `content-available` flag.
    case remoteNotification(contentAvailable: Bool)
    /// The device's configuration changes; `value` is the new value (e.g. an orientation code).
    case systemChange(SystemChangeKind, value: Int)
    /// The user touches the screen.
    case touch
    /// The user or the device produces an event the app routes to its objects (a touch a
    /// view leaves unhandled, a touch in a control, a remote-control command, a shake, a
    /// sensor reading, a location update).
    case userEvent(UserEvent)
    /// The app asks for a view to be redrawn.
    case requestRedraw
    /// The user opens the app switcher while the app is off screen.
    case openAppSwitcher
    /// The app calls `snapshotViewAfterScreenUpdates:` with true, to have the snapshot show the
    /// changes it made to its views.
    case snapshotAfterScreenUpdates
    /// Time passes on the system clock.
    case wait(seconds: Double)
    /// The app schedules `count` local notifications.
    case scheduleLocalNotifications(count: Int)
    /// A scheduled local notification fires.
    case fireLocalNotification
    /// The user unlocks the device for the first time after a boot.
    case firstUnlockAfterBoot
    // User attention: managing local notifications.
    /// The app presents a local notification at once (`presentLocalNotificationNow:`).
    case presentLocalNotificationNow
    /// The app schedules one local notification that repeats at an interval (`repeatInterval`).
    case scheduleRepeatingLocalNotification
    /// The app cancels every local notification it scheduled (`cancelAllLocalNotifications`).
    case cancelLocalNotifications
    /// The app reads the list of its scheduled local notifications (`scheduledLocalNotifications`).
    case listLocalNotifications
    // Data protection.
    /// The app reads `protectedDataAvailable`, then tries to open a file with complete protection.
    case accessProtectedFile
    // Background execution: what the system closes of the app's own.
    /// The device's network changes (a signal loss, a switch to another network): the system
    /// may tear down the socket connections of a suspended app.
    case networkChange
    // Files.
    /// The device is backed up (it connects to iCloud or iTunes).
    case backUpDevice
    /// The user installs an update of the app (the app is not running).
    case updateApp
    // URL handling: documents sent to the app.
    /// A file whose type is the UTI `type` is sent to the app (for example through AirDrop):
    /// the system hands it over through the open-URL callback only when the app declares the
    /// type among its document types (APG-392).
    case receiveFile(type: String)

    /// A short name used in scripts and traces.
    public var name: String {
        switch self {
        case .tapIcon: "tap-icon"
        case .openURL: "open-url"
        case .homeButton: "home"
        case .appSwitch: "app-switch"
        case .incomingCall: "incoming-call"
        case .answerCall: "answer-call"
        case .declineCall: "decline-call"
        case .endCall: "end-call"
        case .notificationBanner: "banner"
        case .pullNotificationCenter: "pull-notification-center"
        case .dismissNotificationCenter: "dismiss-notification-center"
        case .lock: "lock"
        case .unlock: "unlock"
        case .memoryPressure(let megabytes): "memory-pressure \(megabytes)"
        case .forceQuit: "force-quit"
        case .reboot: "reboot"
        case .systemTerminate: "system-terminate"
        case .backgroundEvent(let event): "event \(event.rawValue)"
        case .remoteNotification(let contentAvailable): contentAvailable ? "push content-available" : "push"
        case .systemChange(let kind, let value): "change \(kind.rawValue) \(value)"
        case .touch: "touch"
        case .userEvent(let event): "user-event \(event.rawValue)"
        case .requestRedraw: "redraw"
        case .openAppSwitcher: "open-app-switcher"
        case .snapshotAfterScreenUpdates: "snapshot-after-screen-updates"
        case .wait(let seconds): "wait \(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds))"
        case .scheduleLocalNotifications(let count): "schedule-local-notifications \(count)"
        case .fireLocalNotification: "fire-local-notification"
        case .firstUnlockAfterBoot: "first-unlock"
        case .presentLocalNotificationNow: "present-local-notification-now"
        case .scheduleRepeatingLocalNotification: "schedule-repeating-local-notification"
        case .cancelLocalNotifications: "cancel-local-notifications"
        case .listLocalNotifications: "list-local-notifications"
        case .accessProtectedFile: "access-protected-file"
        case .networkChange: "network-change"
        case .backUpDevice: "back-up"
        case .updateApp: "update-app"
        case .receiveFile(let type): "receive-file \(type)"
        }
    }
}
