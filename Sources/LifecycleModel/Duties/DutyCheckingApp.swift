/// Wraps an app and checks, as each callback returns, the duties the callback-duty table
/// gives for it, and, when told the app is entering the background or being suspended,
/// the responsible-background duties. The wrapped app's behaviour is unchanged.
public final class DutyCheckingApp: AppSide {
    public let wrapped: any AppSide
    private let callbackDuties: [Callback: [DutyRow]]
    private let backgroundDuties: [DutyRow]
    /// Every duty checked so far, in order.
    public private(set) var findings: [DutyFinding] = []

    public init(wrapping app: any AppSide, tables: ModelTables) {
        wrapped = app
        callbackDuties = Dictionary(grouping: tables.callbackDuties.filter { $0.callback != nil }) { $0.callback! }
        backgroundDuties = tables.responsibleBackgroundDuties
    }

    public var broken: [DutyFinding] { findings.filter { !$0.met } }
    /// Duties of `didBecomeActive` are reactivation duties: they fall due only once the
    /// app has resigned active in this process, not at the activation that ends a launch.
    private var hasResignedActive = false

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
        for row in backgroundDuties where row.deadline == deadline {
            findings.append(DutyFinding(rowID: row.id, duty: row.duty, dueAt: deadline, met: row.duty.isMet(by: holdings), rules: row.rules))
        }
    }

    public func backgroundTaskWillExpire(_ token: BackgroundTaskToken, services: any SystemServices) {
        wrapped.backgroundTaskWillExpire(token, services: services)
    }

    public var holdings: AppHoldings { wrapped.holdings }
    public var optsIntoStateRestoration: Bool { wrapped.optsIntoStateRestoration }
    public var restorableControllers: [RestorableController] { wrapped.restorableControllers }
    public var restorableClassNames: Set<String> { wrapped.restorableClassNames }
    public func resetProcess() {
        hasResignedActive = false
        wrapped.resetProcess()
    }
}
