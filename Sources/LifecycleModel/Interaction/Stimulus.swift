/// A system change that an app may be told about through a notification.
public enum SystemChangeKind: String, Sendable, Hashable, CaseIterable, Codable {
    case accessoryConnection = "accessory-connection"
    case orientation
    case timeChange = "time-change"
    case battery
    case proximity
    case protectedData = "protected-data"
    case externalDisplay = "external-display"
    case displayMode = "display-mode"
    case settings
    case locale
    case icloudAccount = "icloud-account"
}

/// Something that happens to the app from outside: the user, the device or the world.
public enum Stimulus: Sendable, Hashable, Codable {
    /// The user taps the app's icon (launching it when it is not running).
    case tapIcon
    /// Another app or the system asks to open a URL in this app.
    case openURL
    case homeButton
    case appSwitch
    case incomingCall
    case answerCall
    case declineCall
    /// A banner-style notification slides in over the app.
    case notificationBanner
    case pullNotificationCenter
    case dismissNotificationCenter
    /// The Sleep/Wake button locks the device.
    case lock
    case unlock
    /// The system runs short of memory and needs `megabytes` back.
    case memoryPressure(megabytes: Int)
    /// The user removes the app from the app switcher.
    case forceQuit
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
    /// The app asks for a view to be redrawn.
    case requestRedraw
    /// Time passes on the system clock.
    case wait(seconds: Double)
    /// The app schedules `count` local notifications.
    case scheduleLocalNotifications(count: Int)
    /// A scheduled local notification fires.
    case fireLocalNotification
    /// The user unlocks the device for the first time after a boot.
    case firstUnlockAfterBoot

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
        case .requestRedraw: "redraw"
        case .wait(let seconds): "wait \(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds))"
        case .scheduleLocalNotifications(let count): "schedule-local-notifications \(count)"
        case .fireLocalNotification: "fire-local-notification"
        case .firstUnlockAfterBoot: "first-unlock"
        }
    }
}
