import LifecycleSpec

/// The kit's reference implementation of the system side. Its transition behaviour comes
/// from `spec/tables/transitions.json`; the rest of its behaviour (background tasks,
/// queued notifications, relaunch, watchdog, restoration) reads the other tables.
public final class ReferenceSystem: SystemSide, SystemServices {
    let tables: ModelTables
    let transitionIndex: TransitionIndex
    /// The configuration of the last ``configure(_:app:)``.
    public private(set) var configuration = Configuration()
    var app: (any AppSide)?
    /// The app's current execution state.
    public internal(set) var state: AppState = .notRunning
    /// The value `UIApplication.applicationState` reports now.
    public internal(set) var applicationState: ApplicationStateValue = .background

    /// Seconds since boot on the system clock.
    var clock: Double = 0
    var output: [Observation] = []
    /// The table rows the last ``send(_:)`` acted on, in order: every transition row it ran,
    /// and the relaunch, background-mode and queued-notification rows that decided the rest.
    public internal(set) var performedRows: [PerformedRow] = []
    var resolvedRows: [[Int]] = []
    /// Rows resolved per kind of configuration, so configuring again for the same kind of
    /// configuration costs nothing.
    var resolvedByKey: [TransitionIndex.Key: [[Int]]] = [:]

    // Process-lifetime facts.
    var launchDeclined = false
    var insideWillTerminate = false
    var backgroundEnteredAt: Double = 0
    var backgroundTasks: [RunningBackgroundTask] = []
    var nextTaskToken: UInt64 = 1
    var eventWorkDeadline: Double?
    var pendingRedraw = false
    var queuedChanges: [QueuedChange] = []
    var localNotificationsScheduled = 0
    /// Scheduled local notifications that repeat: firing leaves them scheduled (BGEXEC-163).
    var repeatingLocalNotificationsScheduled = 0

    /// What an interruption shows over the app right now.
    var interruption = Interruption.none

    // Device facts that outlive the process.
    var locked = false
    var frontmostWhenLocked = false
    var unlockedSinceBoot = true
    var lastTerminationWasForceQuit = false
    var systemValues: [SystemChangeKind: Int] = [:]
    var preservedState: [PreservedController]?
    /// The system keeps a snapshot of the app's interface (taken when it last moved to the
    /// background), to show in its place while the app comes back on screen.
    var snapshotKept = false
    /// A phone call the user answered is still going on.
    var callInProgress = false
    /// The status bar the app last had over it on screen in this process.
    var statusBarSeen = StatusBarHeight.normal
    /// The transfers of the app's background session have finished (the session's completion event came).
    var handedOffTransfersFinished = false

    /// A reference system over the bundled tables.
    public convenience init() throws(LifecycleError) {
        try self.init(tables: ModelTables.bundled())
    }

    /// A reference system over the given tables.
    public init(tables: ModelTables) {
        self.tables = tables
        transitionIndex = TransitionIndex(rows: tables.transitions)
    }

    /// Boots a fresh device with `app` installed and not running, and resets the app's process.
    ///
    /// Picks the transition rows that apply to `configuration`; forgets the clock, the lock
    /// state, a force-quit, queued changes and preserved state.
    public func configure(_ configuration: Configuration, app: any AppSide) throws(LifecycleError) {
        self.configuration = configuration
        self.app = app
        let key = transitionIndex.key(of: configuration)
        if let cached = resolvedByKey[key] {
            resolvedRows = cached
        } else {
            resolvedRows = transitionIndex.resolve(for: configuration)
            resolvedByKey[key] = resolvedRows
        }
        state = .notRunning
        applicationState = .background
        interruption = .none
        clock = 0
        locked = false
        frontmostWhenLocked = false
        unlockedSinceBoot = configuration.unlockedSinceBoot || !configuration.passcodeSet
        lastTerminationWasForceQuit = false
        systemValues = [:]
        preservedState = nil
        snapshotKept = false
        callInProgress = false
        handedOffTransfersFinished = false
        localNotificationsScheduled = 0
        repeatingLocalNotificationsScheduled = 0
        resetProcessFacts()
        app.resetProcess()
    }

    /// Applies a stimulus, then lets a background app settle (suspended once nothing keeps it
    /// running, or terminated when it exits on suspend or keeps OpenGL ES work going).
    ///
    /// - Returns: The observations, in order.
    /// - Throws: ``LifecycleError`` when the system is not configured, or the stimulus is not
    ///   applicable or carries an invalid value.
    public func send(_ stimulus: Stimulus) throws(LifecycleError) -> [Observation] {
        guard app != nil else { throw LifecycleError(.notConfigured, id: "sim.error.not-configured", ["stimulus": stimulus.name]) }
        output.removeAll(keepingCapacity: true)
        performedRows.removeAll(keepingCapacity: true)
        try dispatch(stimulus)
        try settle()
        return output
    }

    func resetProcessFacts() {
        launchDeclined = false
        insideWillTerminate = false
        backgroundTasks.removeAll()
        eventWorkDeadline = nil
        pendingRedraw = false
        queuedChanges.removeAll()
        statusBarSeen = .normal
    }

    // MARK: SystemServices

    /// Seconds left of the background-task budget for the configured iOS version; `.infinity`
    /// unless the app is in the background (or reads background, as inside
    /// `applicationDidEnterBackground:`) with a budget.
    public var backgroundTimeRemaining: Double {
        // Inside applicationDidEnterBackground: the app already reads applicationState background,
        // and its background time starts now (BGEXEC-025).
        guard state == .background || applicationState == .background,
            let budget = tables.budget(for: .backgroundTask, on: configuration.iosVersion)
        else { return .infinity }
        let enteredAt = state == .background ? backgroundEnteredAt : clock
        return max(0, budget.seconds - (clock - enteredAt))
    }

    /// Grants a background task while the app runs, multitasking is available and
    /// `applicationWillTerminate:` is not running; otherwise returns `.invalid`.
    public func beginBackgroundTask(named name: String?) -> BackgroundTaskToken {
        guard state.isRunning, !insideWillTerminate, configuration.multitaskingAvailable else {
            output.append(.backgroundTaskRefused)
            return .invalid
        }
        let token = BackgroundTaskToken(rawValue: nextTaskToken)
        nextTaskToken += 1
        backgroundTasks.append(RunningBackgroundTask(token: token, warned: false))
        output.append(.backgroundTaskBegan(token))
        return token
    }

    /// Ends a running background task; an unknown token is ignored.
    public func endBackgroundTask(_ token: BackgroundTaskToken) {
        guard let index = backgroundTasks.firstIndex(where: { $0.token == token }) else { return }
        backgroundTasks.remove(at: index)
        output.append(.backgroundTaskEnded(token))
    }
}

/// A background task the app has begun and not yet ended.
struct RunningBackgroundTask: Sendable {
    let token: BackgroundTaskToken
    var warned: Bool
}

/// A system change that arrived while the app was suspended.
struct QueuedChange: Sendable {
    let kind: SystemChangeKind
    let valueAtSuspension: Int?
    var latest: Int
    var count: Int
}

/// A preserved view controller: its restoration identifier and class.
struct PreservedController: Sendable, Hashable {
    let identifier: String
    let className: String
}
