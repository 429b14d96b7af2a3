/// Which duties of the duty tables fall due, and when, in one process: the callback duties
/// as each callback returns (a duty with `dueAfter` only once that callback has come in the
/// same process), and the responsible-background duties by their deadline. The app that does
/// its duties and the watcher that checks them read the same schedule.
public struct DutySchedule: Sendable {
    private let byCallback: [Callback: [DutyRow]]
    private let byDeadline: [DutyDeadline: [DutyRow]]
    private let waitedFor: Set<Callback>
    private var received: Set<Callback> = []

    /// The schedule of the `callback-duties` and `responsible-background-duties` tables.
    public init(tables: ModelTables) {
        byCallback = Dictionary(grouping: tables.callbackDuties.filter { $0.callback != nil }) { $0.callback! }
        byDeadline = Dictionary(grouping: tables.responsibleBackgroundDuties.filter { $0.deadline != nil }) { $0.deadline! }
        waitedFor = Set(tables.callbackDuties.compactMap(\.dueAfter))
    }

    /// The callbacks received in this process that a duty waits for: all the schedule
    /// remembers that decides what falls due next.
    public var fingerprint: Set<Callback> { received.intersection(waitedFor) }

    /// The duties due as `callback` returns: its callback duties that are due in this process,
    /// then the responsible-background duties whose deadline is that callback's return.
    /// Records the callback, so duties waiting for it fall due from now on.
    public mutating func duties(dueAt callback: Callback) -> [DutyRow] {
        let due = (byCallback[callback] ?? []).filter { row in row.dueAfter.map(received.contains) ?? true }
        let deadlines = DutyDeadline.allCases.filter { $0.callbacks.contains(callback) }
        received.insert(callback)
        return due + deadlines.flatMap { byDeadline[$0] ?? [] }
    }

    /// The responsible-background duties due by `deadline`.
    public func duties(dueBy deadline: DutyDeadline) -> [DutyRow] {
        byDeadline[deadline] ?? []
    }

    /// Forgets the callbacks of the ended process: a new process starts with nothing received.
    public mutating func startProcess() {
        received.removeAll()
    }
}

extension DutyDeadline {
    /// The callbacks by whose return the deadline falls; none for a deadline that is no callback's.
    public var callbacks: [Callback] {
        switch self {
        case .onEnteringBackground: [.didEnterBackground, .sceneDidEnterBackground]
        case .beforeSuspension: []
        }
    }
}
