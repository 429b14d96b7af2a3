/// What sets a row of the transition table in motion: a stimulus from the user or the
/// world, or an internal decision of the system.
public enum Trigger: String, Sendable, Hashable, CaseIterable, Codable {
    /// The user taps the icon of an app that is not running.
    case launchForeground = "launch-foreground"
    /// The system launches an app that is not running for a background event.
    case launchBackground = "launch-background"
    /// A URL opens an app that is not running.
    case launchURL = "launch-url"
    /// The user brings a running app to the front.
    case tapIcon = "tap-icon"
    /// A URL is sent to a running app.
    case openURL = "open-url"
    /// The user presses the Home button.
    case homeButton = "home-button"
    /// The user switches to another app.
    case appSwitch = "app-switch"
    /// A phone call comes in.
    case incomingCall = "incoming-call"
    /// The user answers the call.
    case answerCall = "answer-call"
    /// The user declines the call.
    case declineCall = "decline-call"
    /// A notification banner appears over the app.
    case notificationBanner = "notification-banner"
    /// The user pulls down Notification Center.
    case pullNotificationCenter = "pull-notification-center"
    /// The user dismisses Notification Center.
    case dismissNotificationCenter = "dismiss-notification-center"
    /// The device is locked.
    case lock
    /// The device is unlocked.
    case unlock
    /// The system needs memory back.
    case memoryPressure = "memory-pressure"
    /// The user force-quits the app.
    case forceQuit = "force-quit"
    /// The device restarts.
    case reboot
    /// The system ends an app that is in the background or suspended.
    case systemTerminate = "system-terminate"
    /// A background event wakes a suspended app.
    case backgroundEvent = "background-event"
    /// Internal: the system suspends a background app that has nothing left to do.
    case systemSuspend = "system-suspend"
    /// Internal: the time for handling a background event is over.
    case backgroundEventDone = "background-event-done"
    /// Internal: the system terminates an app that would otherwise be suspended.
    case exitOnSuspend = "exit-on-suspend"
}
