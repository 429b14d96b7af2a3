/// A duty the documents give an app, named so it can be checked against what the app
/// holds (`AppHoldings`) when the duty falls due.
public enum DutyKey: String, Sendable, Hashable, CaseIterable, Codable {
    /// No timer is running.
    case timersStopped = "timers-stopped"
    /// No metadata query is running.
    case metadataQueriesStopped = "metadata-queries-stopped"
    /// No task was started since the app was told it would resign active.
    case noNewTasks = "no-new-tasks"
    /// Video is paused, unless it plays over AirPlay.
    case videoPaused = "video-paused"
    /// The game is paused.
    case gamePaused = "game-paused"
    /// OpenGL ES no longer draws at the full frame rate.
    case glFrameRateReduced = "gl-frame-rate-reduced"
    /// No OpenGL ES work is being issued.
    case noGLWork = "no-gl-work"
    /// No Bonjour service is published.
    case bonjourCancelled = "bonjour-cancelled"
    /// No listening socket is open.
    case listeningSocketsClosed = "listening-sockets-closed"
    /// No shared system resource (camera, contacts…) is held.
    case sharedResourcesReleased = "shared-resources-released"
    /// No file with complete data protection is open.
    case protectedFilesClosed = "protected-files-closed"
    /// No user data is left unsaved.
    case userDataSaved = "user-data-saved"
    /// No sensitive content is visible, so it stays out of the snapshot.
    case sensitiveContentHidden = "sensitive-content-hidden"
    /// No alert is open.
    case alertsDismissed = "alerts-dismissed"
    /// The caches hold no memory.
    case cachesReleased = "caches-released"
    /// Every background task the app began has been ended.
    case backgroundTasksEnded = "background-tasks-ended"
    /// The UI hidden for the snapshot is shown again.
    case uiRestored = "ui-restored"
    /// At least one timer is running again.
    case timersRestarted = "timers-restarted"
    /// Dispatch and operation queues that run non-critical work are suspended.
    case queuesSuspended = "queues-suspended"
    /// The queues suspended on deactivation run again.
    case queuesResumed = "queues-resumed"
    // Data protection.
    /// Completely protected files closed on deactivation are open again.
    case protectedFilesReopened = "protected-files-reopened"
    // Performance.
    /// The idle timer is enabled, so the system may turn the screen off.
    case idleTimerEnabled = "idle-timer-enabled"
    // Launch.
    /// No OpenGL ES context has been set up for drawing yet.
    case noGLContext = "no-gl-context"
    // Threads.
    /// No lengthy work (network or file access, processing large data) runs on the main thread.
    case noLengthyMainThreadWork = "no-lengthy-main-thread-work"
    /// The app's work on views, Core Animation and other UIKit classes runs on its main thread.
    case uiWorkOnMainThread = "ui-work-on-main-thread"
    /// The app runs its concurrent work through GCD, operation queues or asynchronous
    /// interfaces rather than threads it creates and manages itself.
    case noSelfManagedThreads = "no-self-managed-threads"
    // Background execution: VoIP.
    /// An app whose sockets are configured for VoIP has installed its keep-alive handler
    /// (`setKeepAliveTimeout:handler:`); met by any app that does not use VoIP sockets.
    case keepAliveHandlerInstalled = "keep-alive-handler-installed"
    // User interface.
    /// The app no longer updates its windows and views (nothing animates or redraws them).
    case noViewUpdates = "no-view-updates"
    // Interface loading.
    /// The app has a window (restoration can put its interface details back into it).
    case windowAvailable = "window-available"
    /// The app's window holds its content (its root view controller, or the main nib's
    /// contents) and its views are ready to be shown.
    case windowReady = "window-ready"

    /// True when the app's holdings show the duty done.
    public func isMet(by holdings: AppHoldings) -> Bool {
        switch self {
        case .timersStopped: holdings.runningTimers == 0
        case .metadataQueriesStopped: holdings.runningMetadataQueries == 0
        case .noNewTasks: holdings.tasksStartedSinceDeactivation == 0
        case .videoPaused: !holdings.videoPlaying || holdings.videoOnAirPlay
        case .gamePaused: !holdings.gameRunning
        case .glFrameRateReduced: !holdings.glFrameRateFull
        case .noGLWork: !holdings.glWorkActive
        case .bonjourCancelled: holdings.bonjourServices == 0
        case .listeningSocketsClosed: holdings.listeningSockets == 0
        case .sharedResourcesReleased: holdings.sharedResources.isEmpty
        case .protectedFilesClosed: holdings.openProtectedFiles == 0
        case .userDataSaved: !holdings.unsavedUserData
        case .sensitiveContentHidden: !holdings.sensitiveContentVisible
        case .alertsDismissed: holdings.openAlerts == 0
        case .cachesReleased: holdings.cacheMegabytes == 0
        case .backgroundTasksEnded: holdings.outstandingBackgroundTasks.isEmpty
        case .uiRestored: !holdings.sensitiveContentHiddenForSnapshot
        case .timersRestarted: holdings.runningTimers > 0
        case .queuesSuspended: holdings.runningNonCriticalQueues == 0
        case .queuesResumed: holdings.runningNonCriticalQueues > 0
        case .protectedFilesReopened: holdings.openProtectedFiles > 0
        case .idleTimerEnabled: !holdings.idleTimerDisabled
        case .noGLContext: holdings.glContexts == 0
        case .noLengthyMainThreadWork: !holdings.lengthyWorkOnMainThread
        case .uiWorkOnMainThread: !holdings.uiWorkOffMainThread
        case .noSelfManagedThreads: !holdings.managesOwnThreads
        case .keepAliveHandlerInstalled: !holdings.voipSocketsConfigured || holdings.keepAliveHandlerInstalled
        case .noViewUpdates: !holdings.updatingViews
        case .windowAvailable: holdings.window != .none
        case .windowReady: holdings.window == .ready
        }
    }
}

/// How often an app asked the user whether to store its documents in iCloud (finite, so the
/// explorer's state space stays bounded).
public enum ICloudChoicePrompts: String, Sendable, Hashable, CaseIterable, Codable {
    /// The app has not asked.
    case none
    /// The app asked once.
    case once
    /// The app asked again after it had asked already.
    case again
}

/// How far an app has prepared its window.
public enum AppWindow: String, Sendable, Hashable, CaseIterable, Codable {
    /// The app has no window yet.
    case none
    /// The window exists but nothing is installed in it yet.
    case empty
    /// The window holds its content and its views are ready to be shown.
    case ready
}

/// A system resource shared between apps that an app must give up in the background.
public enum SharedResource: String, Sendable, Hashable, CaseIterable, Codable {
    case camera
    case contacts
    case calendar
    case microphone
}

/// What an app holds at a given moment, as its app side reports it.
public struct AppHoldings: Sendable, Hashable, Codable {
    /// The number of timers running.
    public var runningTimers = 0
    /// Dispatch or operation queues running non-critical work.
    public var runningNonCriticalQueues = 0
    /// The number of metadata queries running.
    public var runningMetadataQueries = 0
    /// Tasks the app started after it was told it would resign active.
    public var tasksStartedSinceDeactivation = 0
    /// Video is playing.
    public var videoPlaying = false
    /// The video plays over AirPlay, which may go on in the background.
    public var videoOnAirPlay = false
    /// The game is running rather than paused.
    public var gameRunning = false
    /// OpenGL ES draws at the full frame rate.
    public var glFrameRateFull = false
    /// The app is issuing OpenGL ES work.
    public var glWorkActive = false
    /// The number of OpenGL ES contexts the app holds.
    public var glContexts = 0
    /// The number of Bonjour services the app publishes.
    public var bonjourServices = 0
    /// The number of listening sockets open.
    public var listeningSockets = 0
    /// The shared system resources the app holds.
    public var sharedResources: Set<SharedResource> = []
    /// The number of files with complete data protection open.
    public var openProtectedFiles = 0
    /// The app has user data not yet saved.
    public var unsavedUserData = false
    /// Sensitive content is on screen.
    public var sensitiveContentVisible = false
    /// True while the app has hidden sensitive content for the snapshot and not yet shown its UI again.
    public var sensitiveContentHiddenForSnapshot = false
    /// The number of alerts open.
    public var openAlerts = 0
    /// Memory held in caches, in megabytes.
    public var cacheMegabytes = 0
    /// The app's memory footprint in megabytes.
    public var memoryFootprintMegabytes = 10
    /// The background tasks the app began and has not ended.
    public var outstandingBackgroundTasks: [BackgroundTaskToken] = []
    /// The number of local notifications the app has scheduled.
    public var scheduledLocalNotifications = 0
    /// How the app's local notifications ask for the user's attention (APG-108): an alert by
    /// default, any combination of alert, sound and badge.
    public var localNotificationAlertKinds: Set<NotificationAlertKind> = [.alert]
    /// Background modes the app is using right now (playing audio, tracking location…).
    public var activeBackgroundModes: Set<BackgroundMode> = []
    // Performance.
    /// The app set `UIApplication.idleTimerDisabled`, keeping the screen from turning off.
    public var idleTimerDisabled = false
    // Background execution: background time.
    /// The values of `backgroundTimeRemaining` the app read, in order (an app that reads none
    /// leaves this empty).
    public var backgroundTimeRemainingReadings: [Double] = []
    // Environment changes.
    /// The change notifications after which the app reloaded what depends on them (its settings
    /// after `NSUserDefaultsDidChangeNotification`, its formatters after `NSCurrentLocaleDidChangeNotification`).
    public var reloadedAfter: Set<NotificationName> = []
    /// References the app holds to files and data stored in iCloud.
    public var iCloudFileReferences = 0
    /// How often, in this process, the app asked the user whether to use iCloud.
    public var iCloudChoicePrompts = ICloudChoicePrompts.none
    /// The password or other security-related setting the app last read from its settings.
    public var securitySettingRead = 0
    /// The app hid what it displayed and asks the user for the new password; it shows nothing
    /// of it again before the user has entered it.
    public var awaitingNewPassword = false
    /// The app offers media (books, music, films) that the user's content-rating restrictions forbid.
    public var restrictedMediaOffered = false
    // Privacy.
    /// Whether the app found itself allowed to use its protected resource (camera, contacts…)
    /// when it last asked for its authorization before using it; nil before it first asked.
    public var resourceAccessAuthorized: Bool?
    // Threads.
    /// The app is running lengthy work — network or file access, processing large amounts of
    /// data — on its main thread rather than through GCD or operation queues.
    public var lengthyWorkOnMainThread = false
    /// The app touches views, Core Animation or other UIKit classes from a thread other than
    /// its main thread (image work the documents let run elsewhere does not count).
    public var uiWorkOffMainThread = false
    /// The app creates and manages threads of its own (for example with `NSThread`) instead
    /// of handing its work to GCD, operation queues or asynchronous interfaces.
    public var managesOwnThreads = false
    // URL handling.
    /// The app showed the user the last file handed to it through `application:openURL:…`
    /// while it was in the foreground (a flag, so the state space stays finite).
    public var receivedFileShown = false
    /// A file reached the app through `application:openURL:…` while it was in the background
    /// and waits to be opened when the app is next active (APG-395; a flag, not a count).
    public var filePending = false
    // Background execution: accessories.
    /// The app has a session open with an external accessory.
    public var accessorySessionOpen = false
    // Background execution: sockets.
    /// Where the app's network socket connection (not a listening socket) stands.
    public var socketConnection = SocketConnectionState.none
    // Background execution: VoIP.
    /// The app has configured its sockets for VoIP, so the system watches them while it is suspended.
    public var voipSocketsConfigured = false
    /// The app has installed its keep-alive handler with `setKeepAliveTimeout:handler:`.
    public var keepAliveHandlerInstalled = false
    // User interface.
    /// The app keeps updating its windows and views — an animation, a timer or a display link
    /// redraws them — rather than leaving them as they are (a flag, so the state space stays finite).
    public var updatingViews = false
    // Interface loading.
    /// How far the app has prepared its window.
    public var window = AppWindow.none

    /// Holdings of an app that holds nothing, with a 10 MB footprint.
    public init() {}
}
