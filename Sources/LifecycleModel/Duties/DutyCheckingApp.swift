/// Wraps an app and checks, as each callback returns, the duties the callback-duty table
/// gives for it, and, when told the app is entering the background or being suspended,
/// the responsible-background duties. The wrapped app's behaviour is unchanged.
public final class DutyCheckingApp: ForwardingAppSide {
    /// The app whose duties are checked; it receives every call unchanged.
    public let wrapped: any AppSide
    private var schedule: DutySchedule
    /// The configuration the app runs in, for duties given only to some apps (a nib-based app).
    private let configuration: Configuration
    /// Every duty checked so far, in order.
    public private(set) var findings: [DutyFinding] = []

    /// Wraps `app`, taking the duties from the `callback-duties` and
    /// `responsible-background-duties` tables of `tables`; a row with a condition is checked
    /// only when it holds for the app in `configuration`.
    public init(wrapping app: any AppSide, tables: ModelTables, configuration: Configuration = Configuration()) {
        wrapped = app
        schedule = DutySchedule(tables: tables)
        self.configuration = configuration
    }

    /// The findings whose duty was not met, in order.
    public var broken: [DutyFinding] { findings.filter { !$0.met } }
    /// What the schedule remembers of this process, for fingerprints.
    var scheduleFingerprint: Set<Callback> { schedule.fingerprint }

    /// Passes the callback to the wrapped app, then checks the duties due when it returns.
    ///
    /// A duty that waits for another callback (the reactivation duties of `didBecomeActive`
    /// wait for a resignation) is checked only once that callback came in this process;
    /// entering the background also checks the duties due `on-entering-background`.
    /// - Returns: The wrapped app's response, unchanged.
    public func handle(_ callback: Callback, receiver: Receiver, services: any SystemServices) -> CallbackResponse {
        let response = wrapped.handle(callback, receiver: receiver, services: services)
        let holdings = wrapped.holdings
        for row in schedule.duties(dueAt: callback) where row.when?.holds(for: wrapped, in: configuration) ?? true {
            let dueAt = row.deadline?.rawValue ?? callback.rawValue
            findings.append(DutyFinding(rowID: row.id, duty: row.duty, dueAt: dueAt, met: row.duty.isMet(by: holdings), rules: row.rules))
        }
        return response
    }

    /// Checks the duties due before suspension; call it when the system suspends the app.
    public func appWasSuspended() {
        let holdings = wrapped.holdings
        for row in schedule.duties(dueBy: .beforeSuspension) {
            findings.append(
                DutyFinding(rowID: row.id, duty: row.duty, dueAt: row.deadline?.rawValue ?? "", met: row.duty.isMet(by: holdings), rules: row.rules))
        }
    }

    /// Looks through a stimulus's observations for a suspension and checks its duties.
    public func observe(_ observations: [Observation]) {
        if observations.contains(where: { if case .stateChanged(_, .suspended) = $0 { true } else { false } }) {
            appWasSuspended()
        }
    }

    /// The app every other call reaches unchanged (`ForwardingAppSide`).
    public var forwardedApp: any AppSide { wrapped }

    /// Resets the wrapped app and forgets the callbacks of the ended process; findings are kept.
    public func resetProcess() {
        schedule.startProcess()
        wrapped.resetProcess()
    }
}
