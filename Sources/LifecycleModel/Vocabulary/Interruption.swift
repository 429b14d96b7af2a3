/// What is shown over an app that an interruption made inactive: the alert of an incoming
/// call, or Notification Center pulled down by the user. Which one decides what the user
/// can do next: only a call can be answered or declined, only Notification Center dismissed.
public enum Interruption: String, Sendable, Hashable, CaseIterable, Codable {
    /// The alert of an incoming call.
    case callAlert = "call-alert"
    /// Notification Center, pulled down over the app.
    case notificationCenter = "notification-center"
    /// Nothing is shown over the app.
    case none
}
