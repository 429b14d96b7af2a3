/// A duty the documents give an app, named so it can be checked against what the app
/// holds (`AppHoldings`) when the duty falls due.
public enum DutyKey: String, Sendable, Hashable, CaseIterable, Codable {
    case timersStopped = "timers-stopped"
    case metadataQueriesStopped = "metadata-queries-stopped"
    case noNewTasks = "no-new-tasks"
    case videoPaused = "video-paused"
    case gamePaused = "game-paused"
    case glFrameRateReduced = "gl-frame-rate-reduced"
    case noGLWork = "no-gl-work"
    case bonjourCancelled = "bonjour-cancelled"
    case listeningSocketsClosed = "listening-sockets-closed"
    case sharedResourcesReleased = "shared-resources-released"
    case protectedFilesClosed = "protected-files-closed"
    case userDataSaved = "user-data-saved"
    case sensitiveContentHidden = "sensitive-content-hidden"
    case alertsDismissed = "alerts-dismissed"
    case cachesReleased = "caches-released"
    case backgroundTasksEnded = "background-tasks-ended"
    case uiRestored = "ui-restored"
    case timersRestarted = "timers-restarted"

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
        }
    }
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
    public var runningTimers = 0
    public var runningMetadataQueries = 0
    /// Tasks the app started after it was told it would resign active.
    public var tasksStartedSinceDeactivation = 0
    public var videoPlaying = false
    public var videoOnAirPlay = false
    public var gameRunning = false
    public var glFrameRateFull = false
    public var glWorkActive = false
    public var glContexts = 0
    public var bonjourServices = 0
    public var listeningSockets = 0
    public var sharedResources: Set<SharedResource> = []
    public var openProtectedFiles = 0
    public var unsavedUserData = false
    public var sensitiveContentVisible = false
    /// True while the app has hidden sensitive content for the snapshot and not yet shown its UI again.
    public var sensitiveContentHiddenForSnapshot = false
    public var openAlerts = 0
    public var cacheMegabytes = 0
    public var memoryFootprintMegabytes = 10
    public var outstandingBackgroundTasks: [BackgroundTaskToken] = []
    public var scheduledLocalNotifications = 0
    /// Background modes the app is using right now (playing audio, tracking location…).
    public var activeBackgroundModes: Set<BackgroundMode> = []

    public init() {}
}
