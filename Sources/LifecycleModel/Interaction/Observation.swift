/// How an app came to stop running.
public enum TerminationKind: String, Sendable, Hashable, Codable {
    /// Purged while suspended, with no callback.
    case silentWhileSuspended = "silent-while-suspended"
    /// Terminated with `applicationWillTerminate:` first.
    case withNotice = "with-notice"
    /// The user force-quit the app: no callback.
    case userForceQuit = "user-force-quit"
    /// The device restarted: no callback.
    case reboot
    /// Evicted to free memory.
    case memoryPressure = "memory-pressure"
    /// Killed by the watchdog for taking too long in a callback.
    case watchdog
    /// Killed because a background task was not ended in time.
    case backgroundTaskOverrun = "background-task-overrun"
    /// Killed for doing OpenGL ES work in the background.
    case glInBackground = "gl-in-background"
}

/// Why a background event did not reach the app.
public enum EventDropReason: String, Sendable, Hashable, Codable {
    case modeNotDeclared = "mode-not-declared"
    case userForceQuit = "user-force-quit"
    case deviceLockedSinceBoot = "device-locked-since-boot"
    case notContentAvailable = "not-content-available"
    case noMultitasking = "no-multitasking"
}

/// Something the system side reports that it did.
public enum Observation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A callback, with the `applicationState` value seen inside it.
    case callback(Callback, receiver: Receiver, applicationState: ApplicationStateValue)
    /// A notification posted by the system.
    case notification(String)
    case stateChanged(from: AppState, to: AppState)
    /// The UI snapshot, and whether sensitive content was visible in it.
    case snapshotTaken(sensitiveContentVisible: Bool)
    case terminated(TerminationKind)
    case launchedInBackground(BackgroundEvent)
    case eventDropped(BackgroundEvent, reason: EventDropReason)
    case touchDelivered
    case viewRedrawn
    case backgroundTaskBegan(BackgroundTaskToken)
    case backgroundTaskEnded(BackgroundTaskToken)
    case backgroundTaskRefused
    case expirationHandlerCalled(BackgroundTaskToken)
    case statePreserved([String])
    case stateRestored([String])
    case preservedStateDeleted
    case localNotificationsScheduled(kept: Int, discarded: Int)
    /// A local notification fired; `toApp` is true when it went to the running app instead of the user.
    case localNotificationDelivered(toApp: Bool)
    case urlOpenSkipped
    case memoryFreed(megabytes: Int)

    public var description: String {
        switch self {
        case .callback(let callback, let receiver, let state):
            "\(receiver == .appDelegate ? "" : "\(receiver.rawValue) ")\(callback.rawValue) [applicationState=\(state.rawValue)]"
        case .notification(let name): "notification \(name)"
        case .stateChanged(let from, let to): "state \(from.rawValue) -> \(to.rawValue)"
        case .snapshotTaken(let visible): "snapshot taken\(visible ? " (sensitive content visible)" : "")"
        case .terminated(let kind): "terminated (\(kind.rawValue))"
        case .launchedInBackground(let event): "launched in the background for \(event.rawValue)"
        case .eventDropped(let event, let reason): "event \(event.rawValue) not delivered (\(reason.rawValue))"
        case .touchDelivered: "touch delivered"
        case .viewRedrawn: "views redrawn"
        case .backgroundTaskBegan(let token): "background task \(token) began"
        case .backgroundTaskEnded(let token): "background task \(token) ended"
        case .backgroundTaskRefused: "background task refused"
        case .expirationHandlerCalled(let token): "expiration handler called for \(token)"
        case .statePreserved(let ids): "state preserved: \(ids.joined(separator: ", "))"
        case .stateRestored(let ids): "state restored: \(ids.joined(separator: ", "))"
        case .preservedStateDeleted: "preserved state deleted"
        case .localNotificationsScheduled(let kept, let discarded): "local notifications scheduled: \(kept) kept, \(discarded) discarded"
        case .localNotificationDelivered(let toApp): toApp ? "local notification delivered to the app" : "local notification shown to the user"
        case .urlOpenSkipped: "URL not opened (a launch method returned false)"
        case .memoryFreed(let megabytes): "\(megabytes) MB freed"
        }
    }
}
