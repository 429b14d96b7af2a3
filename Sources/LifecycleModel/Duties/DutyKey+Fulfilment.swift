extension DutyKey {
    /// Makes the duty true of `holdings`, as a well-behaved app does when the duty falls due:
    /// releases, closes, saves or hides what the duty says, or restarts what it says must run
    /// again. A duty already met is left as it is; ending background tasks goes through `services`.
    public func fulfil(_ holdings: inout AppHoldings, services: any SystemServices) {
        switch self {
        case .timersStopped: holdings.runningTimers = 0
        case .metadataQueriesStopped: holdings.runningMetadataQueries = 0
        case .noNewTasks: holdings.tasksStartedSinceDeactivation = 0
        case .videoPaused: if !holdings.videoOnAirPlay { holdings.videoPlaying = false }
        case .gamePaused: holdings.gameRunning = false
        case .glFrameRateReduced: holdings.glFrameRateFull = false
        case .noGLWork: holdings.glWorkActive = false
        case .bonjourCancelled: holdings.bonjourServices = 0
        case .listeningSocketsClosed: holdings.listeningSockets = 0
        case .sharedResourcesReleased: holdings.sharedResources = []
        case .protectedFilesClosed: holdings.openProtectedFiles = 0
        case .userDataSaved: holdings.unsavedUserData = false
        case .sensitiveContentHidden:
            if holdings.sensitiveContentVisible { holdings.sensitiveContentHiddenForSnapshot = true }
            holdings.sensitiveContentVisible = false
        case .alertsDismissed: holdings.openAlerts = 0
        case .cachesReleased: holdings.cacheMegabytes = 0
        case .backgroundTasksEnded:
            for token in holdings.outstandingBackgroundTasks { services.endBackgroundTask(token) }
            holdings.outstandingBackgroundTasks = []
        case .uiRestored:
            if holdings.sensitiveContentHiddenForSnapshot && !holdings.awaitingNewPassword { holdings.sensitiveContentVisible = true }
            holdings.sensitiveContentHiddenForSnapshot = false
        case .timersRestarted: holdings.runningTimers = max(1, holdings.runningTimers)
        case .queuesSuspended: holdings.runningNonCriticalQueues = 0
        case .queuesResumed: holdings.runningNonCriticalQueues = max(1, holdings.runningNonCriticalQueues)
        case .protectedFilesReopened: holdings.openProtectedFiles = max(1, holdings.openProtectedFiles)
        case .idleTimerEnabled: holdings.idleTimerDisabled = false
        case .noGLContext: holdings.glContexts = 0
        case .windowAvailable: if holdings.window == .none { holdings.window = .empty }
        case .windowReady: holdings.window = .ready
        case .noLengthyMainThreadWork: holdings.lengthyWorkOnMainThread = false
        case .uiWorkOnMainThread: holdings.uiWorkOffMainThread = false
        case .noSelfManagedThreads: holdings.managesOwnThreads = false
        case .keepAliveHandlerInstalled: if holdings.voipSocketsConfigured { holdings.keepAliveHandlerInstalled = true }
        case .noViewUpdates: holdings.updatingViews = false
        }
    }
}
