/// What sets a row of the transition table in motion: a stimulus from the user or the
/// world, or an internal decision of the system.
public enum Trigger: String, Sendable, Hashable, CaseIterable, Codable {
    case launchForeground = "launch-foreground"
    case launchBackground = "launch-background"
    case launchURL = "launch-url"
    case tapIcon = "tap-icon"
    case openURL = "open-url"
    case homeButton = "home-button"
    case appSwitch = "app-switch"
    case incomingCall = "incoming-call"
    case answerCall = "answer-call"
    case declineCall = "decline-call"
    case notificationBanner = "notification-banner"
    case pullNotificationCenter = "pull-notification-center"
    case dismissNotificationCenter = "dismiss-notification-center"
    case lock
    case unlock
    case memoryPressure = "memory-pressure"
    case forceQuit = "force-quit"
    case reboot
    case systemTerminate = "system-terminate"
    case backgroundEvent = "background-event"
    case systemSuspend = "system-suspend"
    case backgroundEventDone = "background-event-done"
    case exitOnSuspend = "exit-on-suspend"
}
