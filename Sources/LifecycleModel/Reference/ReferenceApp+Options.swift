extension ReferenceApp {
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
        /// Seconds a background task's expiration handler takes (a brief handler by default).
        public var expirationHandlerDuration = 0.0
        /// The app places calls over the Internet: it configures its sockets for VoIP at launch
        /// (and, as a duty, installs its keep-alive handler before it moves to the background).
        public var providesVoIPCalls = false
        /// How the app's local notifications ask for the user's attention (APG-108).
        public var notificationAlertKinds: Set<NotificationAlertKind> = [.alert]
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
        // Background execution: responsible background apps.
        /// Misbehaves: keeps using the camera (a shared system resource) after entering the background.
        public var keepsSharedResourcesInBackground = false
        /// Begins a background task at `applicationDidBecomeActive:`, while still in the
        /// foreground, for work that may outlast a move to the background (BGEXEC-020).
        public var beginsTaskInForeground = false
        /// Keeps processing accessory data after the accessory callback returns, within the
        /// time the system gives (BGEXEC-150).
        public var keepsProcessingAccessoryData = false
        /// Begins a background task in the accessory callback for work that needs more than
        /// the accessory time (BGEXEC-152).
        public var beginsTaskForAccessoryData = false
        /// Stops playing (gives up its background mode) at the next audio-session event, such as
        /// an interruption, so the system may suspend it (BGEXEC-095).
        public var stopsPlayingAtAudioEvent = false
        /// Reads `backgroundTimeRemaining` in `applicationDidEnterBackground:` and in each
        /// expiration handler, recording the values in its holdings (BGEXEC-025).
        public var readsBackgroundTimeRemaining = false
        /// State restoration (area: interface and state restoration): the app opts in but
        /// answers false to `application:shouldSaveApplicationState:`, so nothing is preserved.
        public var declinesStatePreservation = false
        // Background execution: what the system closes of the app's own.
        /// Leaves its Bonjour service published when it moves to the background, so the system
        /// must close it at suspension (APG-126, BGEXEC-195).
        public var leavesBonjourPublished = false
        /// Shows an alert while active and leaves it on screen when it moves to the background,
        /// for the system not to dismiss (APG-135, BGEXEC-212).
        public var leavesAlertOpen = false

        /// The default options: callbacks return at once, launch methods return true, and the app
        /// uses no background task, background mode or state restoration.
        public init() {}
    }
}
