/// Wraps an app and checks, as each callback returns, the duties the callback-duty table
/// gives for it, and, when told the app is entering the background or being suspended,
/// the responsible-background duties. The wrapped app's behaviour is unchanged.
public final class DutyCheckingApp: AppSide {
    /// The app whose duties are checked; it receives every call unchanged.
    public let wrapped: any AppSide
    private let callbackDuties: [Callback: [DutyRow]]
    private let backgroundDuties: [DutyRow]
    /// Every duty checked so far, in order.
    public private(set) var findings: [DutyFinding] = []

    /// Wraps `app`, taking the duties from the `callback-duties` and
    /// `responsible-background-duties` tables of `tables`.
    public init(wrapping app: any AppSide, tables: ModelTables) {
        wrapped = app
        callbackDuties = Dictionary(grouping: tables.callbackDuties.filter { $0.callback != nil }) { $0.callback! }
        backgroundDuties = tables.responsibleBackgroundDuties
    }

    /// The findings whose duty was not met, in order.
    public var broken: [DutyFinding] { findings.filter { !$0.met } }
    /// Duties of `didBecomeActive` are reactivation duties: they fall due only once the
    /// app has resigned active in this process, not at the activation that ends a launch.
    private var hasResignedActive = false
    /// Whether activation duties fall due: the app has resigned active in this process.
    var activationDutiesDue: Bool { hasResignedActive }

    /// Passes the callback to the wrapped app, then checks the duties due when it returns.
    ///
    /// Activation duties are checked only after the app has resigned active in this process;
    /// entering the background also checks the duties due `on-entering-background`.
    /// - Returns: The wrapped app's response, unchanged.
    public func handle(_ callback: Callback, receiver: Receiver, services: any SystemServices) -> CallbackResponse {
        let response = wrapped.handle(callback, receiver: receiver, services: services)
        let holdings = wrapped.holdings
        let isActivation = callback == .didBecomeActive || callback == .sceneDidBecomeActive
        if callback == .willResignActive || callback == .sceneWillResignActive { hasResignedActive = true }
        for row in callbackDuties[callback] ?? [] where !isActivation || hasResignedActive {
            findings.append(DutyFinding(rowID: row.id, duty: row.duty, dueAt: callback.rawValue, met: row.duty.isMet(by: holdings), rules: row.rules))
        }
        if callback == .didEnterBackground || callback == .sceneDidEnterBackground {
            checkBackgroundDuties(deadline: "on-entering-background")
        }
        return response
    }

    /// Checks the duties due before suspension; call it when the system suspends the app.
    public func appWasSuspended() {
        checkBackgroundDuties(deadline: "before-suspension")
    }

    /// Looks through a stimulus's observations for a suspension and checks its duties.
    public func observe(_ observations: [Observation]) {
        if observations.contains(where: { if case .stateChanged(_, .suspended) = $0 { true } else { false } }) {
            appWasSuspended()
        }
    }

    private func checkBackgroundDuties(deadline: String) {
        let holdings = wrapped.holdings
        for row in backgroundDuties where row.deadline?.rawValue == deadline {
            findings.append(DutyFinding(rowID: row.id, duty: row.duty, dueAt: deadline, met: row.duty.isMet(by: holdings), rules: row.rules))
        }
    }

    /// Passes the expiration to the wrapped app.
    public func backgroundTaskWillExpire(_ token: BackgroundTaskToken, services: any SystemServices) {
        wrapped.backgroundTaskWillExpire(token, services: services)
    }

    /// The wrapped app's holdings.
    public var holdings: AppHoldings { wrapped.holdings }
    /// The wrapped app's answer.
    public var optsIntoStateRestoration: Bool { wrapped.optsIntoStateRestoration }
    /// The wrapped app's controllers.
    public var restorableControllers: [RestorableController] { wrapped.restorableControllers }
    /// The wrapped app's restorable classes.
    public var restorableClassNames: Set<String> { wrapped.restorableClassNames }
    /// Resets the wrapped app and forgets that the app had resigned active; findings are kept.
    public func resetProcess() {
        hasResignedActive = false
        wrapped.resetProcess()
    }
}
