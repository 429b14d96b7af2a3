/// How an app came to stop running.
public enum TerminationKind: String, Sendable, Hashable, CaseIterable, Codable {
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
    /// Killed because a background task's expiration handler was still running when the
    /// background time ran out (BGEXEC-027).
    case expirationHandlerOverrun = "expiration-handler-overrun"
    /// Killed for doing OpenGL ES work in the background.
    case glInBackground = "gl-in-background"
    // Background execution: responsible background apps.
    /// Ended at suspension for still holding a shared system resource such as the camera
    /// (BGEXEC-205, SCENE-061; `responsible-background-duties.json` RD-006).
    case sharedResourceInBackground = "shared-resource-in-background"
}

/// Why a background event did not reach the app.
public enum EventDropReason: String, Sendable, Hashable, Codable {
    /// The app does not declare the background mode, or has not enabled the setting, that the event needs.
    case modeNotDeclared = "mode-not-declared"
    /// The user force-quit the app, and the event does not relaunch a force-quit app.
    case userForceQuit = "user-force-quit"
    /// The device has a passcode and is not yet unlocked as the event requires.
    case deviceLockedSinceBoot = "device-locked-since-boot"
    /// A push without `content-available` arrived while the app was not on screen.
    case notContentAvailable = "not-content-available"
    /// The significant-change location service needs a cellular radio, which the device lacks.
    case noCellularRadio = "no-cellular-radio"
    /// Multitasking is not available, so nothing runs in the background.
    case noMultitasking = "no-multitasking"
    /// The app opts out of background execution (`UIApplicationExitsOnSuspend`), so it is
    /// never launched into the background.
    case optedOut = "opted-out"
}

/// What the screen shows of the app while it comes on screen.
public enum ScreenContent: String, Sendable, Hashable, CaseIterable, Codable {
    /// The launch image from the app's bundle, shown while the app builds its interface.
    case launchImage = "launch-image"
    /// The launch image the app provides for the scheme of the URL it was launched to open.
    case urlSchemeLaunchImage = "url-scheme-launch-image"
    /// The snapshot taken when the app last moved to the background.
    case snapshot
    /// The app's own, live interface (whatever stood in for it is gone).
    case interface
}

/// The height of the status bar over the app.
public enum StatusBarHeight: String, Sendable, Hashable, CaseIterable, Codable {
    /// The usual height.
    case normal
    /// Taller, to show that a phone call is in progress.
    case inCall = "in-call"
}

/// Something the system side reports that it did.
public enum Observation: Sendable, Hashable, Codable, CustomStringConvertible {
    /// A callback, with the `applicationState` value seen inside it.
    case callback(Callback, receiver: Receiver, applicationState: ApplicationStateValue)
    /// A notification posted by the system.
    case notification(String)
    /// The app's execution state changed.
    case stateChanged(from: AppState, to: AppState)
    /// The UI snapshot, and whether sensitive content was visible in it.
    case snapshotTaken(sensitiveContentVisible: Bool)
    /// The app stopped running, and how.
    case terminated(TerminationKind)
    /// The system launched the app into the background to deliver an event.
    case launchedInBackground(BackgroundEvent)
    /// A background event did not reach the app.
    case eventDropped(BackgroundEvent, reason: EventDropReason)
    /// A touch event reached the active app.
    case touchDelivered
    /// The event reached these objects of the app, in this order.
    case eventRouted(UserEvent, path: [EventReceiver])
    /// The app's views were redrawn (at once in the foreground, or on return from the background).
    case viewRedrawn
    /// The system granted a background task.
    case backgroundTaskBegan(BackgroundTaskToken)
    /// The app ended a background task.
    case backgroundTaskEnded(BackgroundTaskToken)
    /// The system refused a background task and returned `BackgroundTaskToken.invalid`.
    case backgroundTaskRefused
    /// The system ran the expiration handler of a background task whose time is nearly up.
    case expirationHandlerCalled(BackgroundTaskToken)
    /// The system preserved the app's interface state: the restoration identifiers saved.
    case statePreserved([String])
    /// The system restored preserved state at launch: the restoration identifiers restored.
    case stateRestored([String])
    /// The system deleted preserved state because the user force-quit the app.
    case preservedStateDeleted
    /// The app scheduled local notifications: how many the system now keeps, and how many over the limit it discarded.
    case localNotificationsScheduled(kept: Int, discarded: Int)
    /// A local notification fired; `toApp` is true when it went to the running app instead of the user.
    case localNotificationDelivered(toApp: Bool)
    /// A local notification fired to the user got their attention in these ways (BGEXEC-155).
    case localNotificationPresented(Set<NotificationAlertKind>)
    /// The URL was not opened because a launch method returned false.
    case urlOpenSkipped
    /// Memory freed while relieving memory pressure, in megabytes.
    case memoryFreed(megabytes: Int)
    // User attention: managing local notifications.
    /// The app cancelled its scheduled local notifications; `count` were still scheduled.
    case localNotificationsCancelled(count: Int)
    /// The app read the list of its scheduled local notifications; it holds `count` entries.
    case localNotificationsListed(count: Int)
    // Data protection.
    /// The app read `protectedDataAvailable`: whether completely protected files can be read now.
    case protectedDataAvailability(available: Bool)
    /// The app tried to open a file with complete protection; `granted` is false while its key is discarded.
    case protectedFileAccess(granted: Bool)
    // Memory usage on the move to the background.
    /// The system let go of `purge` on the app's behalf as the app moved to the background.
    /// `layerObjectsKept` says whether the app's layer objects and their properties were left
    /// as they were; it is true for every purge but that of the layer backing stores, where a
    /// system that dropped the layers themselves reports false (STATES-143).
    case memoryPurgedOnBackground(BackgroundPurge, layerObjectsKept: Bool)
    /// A low-memory warning reached the app's view controllers through their
    /// `didReceiveMemoryWarning` method (APG-437).
    case memoryWarningToViewControllers
    // Background execution: what the system closes of the app's own.
    /// The system closed or dismissed something the app had left open (a Bonjour service at
    /// suspension, an accessory session…).
    case closedBySystem(OpenResource)
    /// At launch the system told the user that the device is in airplane mode (an app that
    /// needs Wi-Fi, launched in airplane mode with Wi-Fi still off; APG-456…APG-459).
    case airplaneModeAlert
    /// The system switched the Wi-Fi radio off (as it does when Wi-Fi sits idle); never while
    /// an app that sets `UIRequiresPersistentWiFi` runs (APG-455).
    case wifiTurnedOff
    // Screen content.
    /// The screen now shows this picture of the app (a launch image or the snapshot while the
    /// app comes on screen, then its own interface).
    case screenShows(ScreenContent)
    /// The status bar over the app on screen changed to this height (or the app came on screen
    /// under a status bar of another height than it last had).
    case statusBar(StatusBarHeight)
    /// The view controllers installed in the app's interface adjusted the height of the views
    /// they manage to a status bar of this height.
    case controllerViewsFitted(StatusBarHeight)
    /// The app switcher, opened by the user, shows this picture on the app's card.
    case switcherShows(ScreenContent)
    /// The system dropped the snapshot it kept of the app (after a long time unused).
    case snapshotDiscarded
    // Interface loading.
    /// The system loaded the main interface file the Info.plist names, at launch.
    case interfaceFileLoaded(MainInterfaceFile)
    /// The system installed the main storyboard's initial view controller in the app's window.
    case initialViewControllerInstalled
    /// The system asked the root view controller to rotate its views to the device's
    /// orientation before showing the window.
    case rootViewControllerRotated
    /// The system made the app's window visible.
    case windowMadeVisible
    /// The system told the view controller of the shown window that its view will appear
    /// (`viewWillAppear:`).
    case viewWillAppear
    // Files.
    /// A backup copied these locations of the app's sandbox.
    case backedUp([SandboxLocation])
    /// An update of the app was installed in a new app directory.
    case updateInstalled
    /// The user's data in these locations was moved into the updated app's directory.
    case userDataMoved([SandboxLocation])
    /// The old version of the app was removed after an update.
    case oldVersionRemoved

    /// The observation in words, as shown in traces.
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
        case .eventRouted(let event, let path): "event \(event.rawValue) routed: \(path.map(\.rawValue).joined(separator: " > "))"
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
        case .localNotificationPresented(let kinds): "local notification presented with \(NotificationAlertKind.line(kinds))"
        case .urlOpenSkipped: "URL not opened (a launch method returned false)"
        case .memoryFreed(let megabytes): "\(megabytes) MB freed"
        case .localNotificationsCancelled(let count): "\(count) scheduled local notifications cancelled"
        case .localNotificationsListed(let count): "\(count) local notifications listed as scheduled"
        case .protectedDataAvailability(let available): "protectedDataAvailable read: \(available)"
        case .protectedFileAccess(let granted): granted ? "completely protected file opened" : "completely protected file refused (device locked)"
        case .memoryPurgedOnBackground(let purge, let kept):
            "the system purged \(purge.rawValue) on the move to the background\(kept ? "" : " (layer objects discarded)")"
        case .memoryWarningToViewControllers: "the memory warning reached the view controllers (didReceiveMemoryWarning)"
        case .closedBySystem(let resource): "the system closed the app's \(resource.rawValue)"
        case .airplaneModeAlert: "the system alerted the user that the device is in airplane mode"
        case .wifiTurnedOff: "the system turned the Wi-Fi radio off"
        case .screenShows(let content): "screen shows \(content.rawValue)"
        case .statusBar(let height): "status bar \(height.rawValue)"
        case .controllerViewsFitted(let height): "controller views fitted to the \(height.rawValue) status bar"
        case .switcherShows(let content): "app switcher shows \(content.rawValue)"
        case .snapshotDiscarded: "snapshot discarded"
        case .interfaceFileLoaded(let file): "main interface file loaded: \(file)"
        case .initialViewControllerInstalled: "initial view controller installed in the window"
        case .rootViewControllerRotated: "root view controller rotated to the device's orientation"
        case .windowMadeVisible: "window made visible"
        case .viewWillAppear: "viewWillAppear: sent to the root view controller"
        case .backedUp(let locations): "backed up: \(locations.map(\.rawValue).joined(separator: ", "))"
        case .updateInstalled: "update installed in a new app directory"
        case .userDataMoved(let locations): "user data moved to the new app directory: \(locations.map(\.rawValue).joined(separator: ", "))"
        case .oldVersionRemoved: "old version of the app removed"
        }
    }
}
