/// The kit's well-behaved app: at every callback it does the duties the catalog gives it,
/// and undoes them correctly when it comes back (a paused game stays paused).
public final class ReferenceApp: AppSide {
    /// Options that shape what the app is doing, so cases can exercise each duty.
    public struct Options: Sendable, Hashable {
        /// Begin a background task at `didEnterBackground` for unfinished work, ended by
        /// the expiration handler.
        public var finishesWorkInBackground = false
        /// The Boolean both launch methods return (false declines a URL launch).
        public var launchMethodsReturn = true
        /// The app opts in to state preservation and restoration.
        public var optsIntoStateRestoration = false
        /// The view-controller hierarchy the app offers for preservation.
        public var restorableControllers: [RestorableController] = []
        /// The controller classes the app can restore at launch.
        public var restorableClassNames: Set<String> = []
        /// Seconds each callback takes.
        public var callbackDuration = 0.0
        /// Seconds particular callbacks take, overriding `callbackDuration`.
        public var callbackDurations: [Callback: Double] = [:]
        /// Misbehaves: keeps issuing OpenGL ES work after entering the background.
        public var keepsGLWorkInBackground = false
        /// Misbehaves: begins a background task on entering the background and never ends it.
        public var neverEndsBackgroundTask = false
        /// The background mode the app keeps using in the background (audio, location…).
        public var usesBackgroundMode: BackgroundMode?
        /// The app's memory footprint in megabytes, which decides when it is purged under memory pressure.
        public var memoryFootprintMegabytes = 60
        /// Tries (and should fail) to get more time from `applicationWillTerminate:`.
        public var beginsTaskInWillTerminate = false

        /// The default options: callbacks return at once, launch methods return true, and the app
        /// uses no background task, background mode or state restoration.
        public init() {}
    }

    /// The options that shape the app's behaviour; they may be changed between stimuli.
    public var options: Options
    /// What the app holds now; reset to a fresh process by ``resetProcess()``.
    public private(set) var holdings = AppHoldings()
    /// Every callback received, in order.
    public private(set) var received: [Callback] = []
    private var inForeground = false
    /// True while the app's UI is up (between preparing it and entering the background).
    var isInForeground: Bool { inForeground }

    /// Creates the app in the state of a fresh process.
    public init(options: Options = Options()) {
        self.options = options
        resetProcess()
    }

    /// Taken from ``Options/optsIntoStateRestoration``.
    public var optsIntoStateRestoration: Bool { options.optsIntoStateRestoration }
    /// Taken from ``Options/restorableControllers``.
    public var restorableControllers: [RestorableController] { options.restorableControllers }
    /// Taken from ``Options/restorableClassNames``.
    public var restorableClassNames: Set<String> { options.restorableClassNames }

    /// Empties the holdings, as in a fresh process, keeping the configured memory footprint.
    public func resetProcess() {
        holdings = AppHoldings()
        holdings.memoryFootprintMegabytes = options.memoryFootprintMegabytes
        inForeground = false
    }

    /// Records the callback, does the duties due at it, and reports the configured duration.
    ///
    /// Launch methods return ``Options/launchMethodsReturn``; every other callback returns true.
    public func handle(_ callback: Callback, receiver: Receiver, services: any SystemServices) -> CallbackResponse {
        received.append(callback)
        var response = respond(to: callback, services: services)
        response.duration = options.callbackDurations[callback] ?? options.callbackDuration
        return response
    }

    private func respond(to callback: Callback, services: any SystemServices) -> CallbackResponse {
        switch callback {
        case .willFinishLaunching, .didFinishLaunching:
            if services.applicationState != .background {
                prepareUserInterface()
                // The user starts playing right after launch; only the user resumes a paused game.
                holdings.gameRunning = callback == .didFinishLaunching
            }
            return CallbackResponse(returnValue: options.launchMethodsReturn)
        case .sceneWillConnect:
            prepareUserInterface()
        case .willResignActive, .sceneWillResignActive:
            quiesce()
        case .didEnterBackground, .sceneDidEnterBackground:
            prepareForBackground(services)
        case .willEnterForeground, .sceneWillEnterForeground:
            reacquireResources()
        case .didBecomeActive, .sceneDidBecomeActive:
            resumeActiveWork()
        case .willTerminate:
            holdings.unsavedUserData = false
            if options.beginsTaskInWillTerminate { _ = services.beginBackgroundTask(named: "too-late") }
        case .didReceiveMemoryWarning:
            holdings.cacheMegabytes = 0
        case .sceneDidDisconnect:
            holdings.cacheMegabytes = 0
        default:
            break
        }
        return CallbackResponse(returnValue: true)
    }

    /// Ends the expiring background task, unless ``Options/neverEndsBackgroundTask`` is set.
    public func backgroundTaskWillExpire(_ token: BackgroundTaskToken, services: any SystemServices) {
        guard !options.neverEndsBackgroundTask else { return }
        services.endBackgroundTask(token)
        holdings.outstandingBackgroundTasks.removeAll { $0 == token }
    }

    /// Builds the UI the first time the app comes on screen.
    private func prepareUserInterface() {
        guard !inForeground else { return }
        inForeground = true
        holdings.sensitiveContentVisible = true
        holdings.cacheMegabytes = 30
        holdings.unsavedUserData = true
        holdings.openProtectedFiles = 1
    }

    /// `willResignActive`: save, close files with complete protection (the device may be
    /// about to lock), stop timers and queries, start nothing new, pause media and the
    /// game, slow OpenGL ES down.
    private func quiesce() {
        holdings.unsavedUserData = false
        holdings.openProtectedFiles = 0
        holdings.runningTimers = 0
        holdings.runningNonCriticalQueues = 0
        holdings.runningMetadataQueries = 0
        holdings.tasksStartedSinceDeactivation = 0
        if !holdings.videoOnAirPlay { holdings.videoPlaying = false }
        holdings.gameRunning = false
        holdings.glFrameRateFull = false
    }

    /// `didEnterBackground`: everything a responsible background app gives up.
    private func prepareForBackground(_ services: any SystemServices) {
        quiesce()
        holdings.unsavedUserData = false
        holdings.sensitiveContentVisible = false
        holdings.sensitiveContentHiddenForSnapshot = true
        holdings.cacheMegabytes = 0
        holdings.glWorkActive = false
        holdings.glContexts = 0
        holdings.bonjourServices = 0
        holdings.listeningSockets = 0
        holdings.sharedResources = []
        holdings.openProtectedFiles = 0
        holdings.openAlerts = 0
        holdings.activeBackgroundModes = options.usesBackgroundMode.map { [$0] } ?? []
        inForeground = false
        if options.finishesWorkInBackground || options.neverEndsBackgroundTask {
            let token = services.beginBackgroundTask(named: "finish-saving")
            if token.isValid { holdings.outstandingBackgroundTasks.append(token) }
        }
        if options.keepsGLWorkInBackground { holdings.glWorkActive = true }
    }

    /// `willEnterForeground`: show the real UI again and reopen what was closed.
    private func reacquireResources() {
        inForeground = true
        holdings.sensitiveContentHiddenForSnapshot = false
        holdings.sensitiveContentVisible = true
        holdings.bonjourServices = 1
        holdings.listeningSockets = 1
        holdings.openProtectedFiles = 1
        holdings.activeBackgroundModes = []
    }

    /// `didBecomeActive`: restart timers and drawing; a game stays paused until the user resumes it.
    private func resumeActiveWork() {
        prepareUserInterface()
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
    }
}
