/// What the reference app does at a callback beyond its duties: the work of an ordinary
/// app (building its UI, starting to play, re-acquiring on returning what it gave up), and
/// the mistakes its options inject. What it gives up is not here: the duty tables say it.
extension ReferenceApp {
    func doOwnWork(at callback: Callback, services: any SystemServices) -> CallbackResponse {
        switch callback {
        case .willFinishLaunching, .didFinishLaunching:
            if options.providesVoIPCalls { holdings.voipSocketsConfigured = true }
            // The window is set up and filled in the first launch method, in a launch into the
            // background too: restoration and a nib's contents need it there.
            holdings.window = .ready
            holdings.securitySettingRead = services.securitySetting
            // The app's catalogue holds explicit media; it offers them only as far as the
            // content-rating restrictions allow (APG-297).
            holdings.restrictedMediaOffered = false
            if services.applicationState != .background {
                prepareUserInterface()
                // The user starts playing right after launch; only the user resumes a paused game.
                holdings.gameRunning = callback == .didFinishLaunching
                // The game is played by tilting the device, so the screen must stay on (APG-419).
                holdings.idleTimerDisabled = holdings.gameRunning
            }
            return CallbackResponse(returnValue: options.launchMethodsReturn)
        case .sceneWillConnect:
            prepareUserInterface()
        case .didEnterBackground, .sceneDidEnterBackground:
            settleIntoBackground(services)
        case .willEnterForeground, .sceneWillEnterForeground:
            reacquireResources()
        case .didBecomeActive, .sceneDidBecomeActive:
            resumeActiveWork()
            // The user may have changed the permission in Settings meanwhile: ask again before
            // using the camera rather than trusting an earlier answer.
            holdings.resourceAccessAuthorized = services.privacyAccessGranted
        case .openURL, .sceneOpenURLContexts:
            // A file received in the foreground (active, or inactive while launching) is shown
            // to the user at once (APG-394); one received in the background is noted as
            // waiting, to be shown once the app is active again (APG-395).
            if services.applicationState != .background {
                holdings.receivedFileShown = true
            } else {
                holdings.receivedFileShown = false
                holdings.filePending = true
            }
        case .willTerminate:
            if options.beginsTaskInWillTerminate { _ = services.beginBackgroundTask(named: "too-late") }
        case .didReceiveMemoryWarning, .sceneDidDisconnect:
            holdings.cacheMegabytes = 0
        case .shouldSaveApplicationState:
            return CallbackResponse(returnValue: !options.declinesStatePreservation)
        default:
            break
        }
        return CallbackResponse(returnValue: true)
    }

    /// The mistakes the options inject, done after the duties so they are not undone.
    func misbehave(at callback: Callback) {
        if options.keepsGLWorkInBackground && (callback == .didEnterBackground || callback == .sceneDidEnterBackground) {
            holdings.glWorkActive = true
        }
        if options.keepsSharedResourcesInBackground && (callback == .didEnterBackground || callback == .sceneDidEnterBackground) {
            holdings.sharedResources = [.camera]
        }
        if options.leavesBonjourPublished && (callback == .didEnterBackground || callback == .sceneDidEnterBackground) {
            holdings.bonjourServices = 1
        }
        let showsAlert: Set<Callback> = [.didBecomeActive, .sceneDidBecomeActive, .didEnterBackground, .sceneDidEnterBackground]
        if options.leavesAlertOpen && showsAlert.contains(callback) { holdings.openAlerts = 1 }
    }

    /// Builds the UI the first time the app comes on screen.
    private func prepareUserInterface() {
        guard !isInForeground else { return }
        isInForeground = true
        holdings.sensitiveContentVisible = !holdings.awaitingNewPassword
        holdings.cacheMegabytes = 30
        holdings.unsavedUserData = true
        holdings.openProtectedFiles = 1
        holdings.iCloudFileReferences = 2
        // With no stored choice yet, the app asks once whether to use iCloud; a later change of
        // the iCloud status does not make it ask again (APG-255).
        if holdings.iCloudChoicePrompts == .none { holdings.iCloudChoicePrompts = .once }
    }

    /// `didEnterBackground`: the UI goes away, the OpenGL ES contexts with it; the app keeps
    /// using its background mode and begins a task for unfinished work when its options say so.
    private func settleIntoBackground(_ services: any SystemServices) {
        isInForeground = false
        holdings.glContexts = 0
        holdings.activeBackgroundModes = options.usesBackgroundMode.map { [$0] } ?? []
        if options.finishesWorkInBackground || options.neverEndsBackgroundTask {
            let token = services.beginBackgroundTask(named: "finish-saving")
            if token.isValid { holdings.outstandingBackgroundTasks.append(token) }
        }
    }

    /// `willEnterForeground`: show the real UI again and reopen what was closed.
    private func reacquireResources() {
        isInForeground = true
        holdings.sensitiveContentVisible = !holdings.awaitingNewPassword
        holdings.bonjourServices = 1
        holdings.listeningSockets = 1
        holdings.openProtectedFiles = 1
        holdings.activeBackgroundModes = []
        // A connection the system tore down while the app was suspended is simply made again (BGEXEC-198).
        if holdings.socketConnection == .failed { holdings.socketConnection = .open }
    }

    /// `didBecomeActive`: restart timers, queues and drawing, take the camera again; a game
    /// stays paused until the user resumes it.
    private func resumeActiveWork() {
        prepareUserInterface()
        if holdings.filePending {
            holdings.filePending = false
            holdings.receivedFileShown = true
        }
        holdings.sensitiveContentHiddenForSnapshot = false
        holdings.openProtectedFiles = 1
        holdings.runningTimers = 1
        holdings.runningNonCriticalQueues = 1
        holdings.runningMetadataQueries = 1
        holdings.glFrameRateFull = true
        holdings.glWorkActive = true
        holdings.glContexts = 1
        holdings.sharedResources = [.camera]
        holdings.bonjourServices = 1
        holdings.listeningSockets = 1
        holdings.socketConnection = .open
        // The game's views animate while it is on screen.
        holdings.updatingViews = true
    }
}
