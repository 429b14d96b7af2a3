/// The kit's well-behaved app: at every callback it does its own work (it builds its UI,
/// starts playing, re-acquires what it gave up on returning), then the duties the
/// callback-duty and responsible-background-duty tables give it there, each made true on its
/// holdings. A paused game stays paused: only the user resumes it.
public final class ReferenceApp: AppSide {
    /// The options that shape the app's behaviour; they may be changed between stimuli.
    public var options: Options
    /// What the app holds now; reset to a fresh process by ``resetProcess()``.
    public internal(set) var holdings = AppHoldings()
    /// Every callback received, in order.
    public private(set) var received: [Callback] = []
    /// True while the app's UI is up (between preparing it and entering the background).
    var isInForeground = false
    private var schedule: DutySchedule?

    /// Creates the app in the state of a fresh process, doing the duties of `tables` (the
    /// bundled tables when nil; none when those cannot be read, which every case then reports).
    public init(options: Options = Options(), tables: ModelTables? = nil) {
        self.options = options
        schedule = (tables ?? (try? ModelTables.bundled())).map(DutySchedule.init(tables:))
        resetProcess()
    }

    /// Taken from ``Options/optsIntoStateRestoration``.
    public var optsIntoStateRestoration: Bool { options.optsIntoStateRestoration }
    /// Taken from ``Options/restorableControllers``.
    public var restorableControllers: [RestorableController] { options.restorableControllers }
    /// Taken from ``Options/restorableClassNames``.
    public var restorableClassNames: Set<String> { options.restorableClassNames }
    /// What the duty schedule remembers of this process, for fingerprints.
    var scheduleFingerprint: Set<Callback> { schedule?.fingerprint ?? [] }

    /// Empties the holdings, as in a fresh process, keeping the configured memory footprint and
    /// the way its notifications ask for attention.
    public func resetProcess() {
        holdings = AppHoldings()
        holdings.memoryFootprintMegabytes = options.memoryFootprintMegabytes
        holdings.localNotificationAlertKinds = options.notificationAlertKinds
        isInForeground = false
        schedule?.startProcess()
    }

    /// Records the callback, does its own work and the duties due at it, and reports the
    /// configured duration.
    ///
    /// Launch methods return ``Options/launchMethodsReturn``; every other callback returns true.
    public func handle(_ callback: Callback, receiver: Receiver, services: any SystemServices) -> CallbackResponse {
        received.append(callback)
        var response = doOwnWork(at: callback, services: services)
        for row in schedule?.duties(dueAt: callback) ?? [] {
            row.duty.fulfil(&holdings, services: services)
        }
        misbehave(at: callback)
        doBackgroundWork(at: callback, services: services, response: &response)
        response.duration = options.callbackDurations[callback] ?? options.callbackDuration
        return response
    }

    /// Ends the expiring background task, unless ``Options/neverEndsBackgroundTask`` is set.
    /// - Returns: ``Options/expirationHandlerDuration``, the seconds the handler runs.
    public func backgroundTaskWillExpire(_ token: BackgroundTaskToken, services: any SystemServices) -> Double {
        readBackgroundTimeRemaining(services)
        guard !options.neverEndsBackgroundTask else { return options.expirationHandlerDuration }
        services.endBackgroundTask(token)
        holdings.outstandingBackgroundTasks.removeAll { $0 == token }
        return options.expirationHandlerDuration
    }
}
