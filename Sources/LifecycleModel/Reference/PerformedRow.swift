/// A table row the reference system acted on while it handled a stimulus: a transition row
/// it ran, or a row of another table that decided what happened (a relaunch, the background
/// mode that let an event through, a change queued or posted).
public enum PerformedRow: Sendable, Hashable {
    /// A row of `spec/tables/transitions.json` the system ran, callbacks and all.
    case transition(TransitionRow)
    /// The `relaunch` row of an event that relaunched the app, or was kept from it.
    case relaunch(RelaunchRow)
    /// A `background-modes` row: the declared mode that let an event through, or, when the
    /// event was dropped, a mode that would have.
    case backgroundMode(BackgroundModeRow)
    /// The `queued-notifications` row of a system change that was queued or posted.
    case queuedNotification(QueuedNotificationRow)

    /// The id of the table the row belongs to: `transitions`, `relaunch`, `background-modes`
    /// or `queued-notifications`.
    public var tableID: String {
        switch self {
        case .transition: "transitions"
        case .relaunch: "relaunch"
        case .backgroundMode: "background-modes"
        case .queuedNotification: "queued-notifications"
        }
    }

    /// The row's id, such as `TR-016`.
    public var id: String {
        switch self {
        case .transition(let row): row.id
        case .relaunch(let row): row.id
        case .backgroundMode(let row): row.id
        case .queuedNotification(let row): row.id
        }
    }

    /// The ids of the rules the row carries.
    public var rules: [String] {
        switch self {
        case .transition(let row): row.rules
        case .relaunch(let row): row.rules
        case .backgroundMode(let row): row.rules
        case .queuedNotification(let row): row.rules
        }
    }
}
