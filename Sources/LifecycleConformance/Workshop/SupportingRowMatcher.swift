import LifecycleModel

/// Finds the rows of the other tables behind what a stimulus did outside the transition
/// rows: notifications queued while suspended, background relaunches, delivered and
/// dropped background events.
public struct SupportingRowMatcher: Sendable {
    public let tables: ModelTables
    public let configuration: Configuration

    public init(tables: ModelTables, configuration: Configuration) {
        self.tables = tables
        self.configuration = configuration
    }

    /// The supporting rows, in the order of the observations they explain, without repeats.
    /// A change sent to a suspended app is explained by its queued-notifications row.
    public func rows(for stimulus: Stimulus, from state: AppState, observations: [Observation], transitionRows: [TransitionRow]) -> [ExplainingRow] {
        let rowNotifications = Set(transitionRows.flatMap { $0.steps.flatMap(\.notifications) })
        var found: [ExplainingRow] = []
        func add(_ row: ExplainingRow) {
            if !found.contains(row) { found.append(row) }
        }
        if case .systemChange(let kind, _) = stimulus, state == .suspended {
            for row in tables.queuedNotifications where row.kind == kind {
                add(ExplainingRow(tableID: "queued-notifications", rowID: row.id, ruleIDs: row.rules))
            }
        }
        for observation in observations {
            switch observation {
            case .notification(let name) where !rowNotifications.contains(name):
                for row in tables.queuedNotifications where row.notifications.contains(name) {
                    add(ExplainingRow(tableID: "queued-notifications", rowID: row.id, ruleIDs: row.rules))
                }
            case .launchedInBackground(let event):
                relaunchRows(for: event).forEach(add)
            case .eventDropped(let event, let reason):
                switch reason {
                case .userForceQuit, .deviceLockedSinceBoot, .noMultitasking, .optedOut: relaunchRows(for: event).forEach(add)
                case .modeNotDeclared, .notContentAvailable, .noCellularRadio: modeRows(waking: event, declaredOnly: false).forEach(add)
                }
            case .callback(let callback, _, let state) where state == .background:
                if let event = Self.event(of: stimulus), callback == event.callback {
                    modeRows(waking: event, declaredOnly: true).forEach(add)
                }
            default:
                break
            }
        }
        return found
    }

    func relaunchRows(for event: BackgroundEvent) -> [ExplainingRow] {
        tables.relaunch.filter { $0.event == event }.map { ExplainingRow(tableID: "relaunch", rowID: $0.id, ruleIDs: $0.rules) }
    }

    func modeRows(waking event: BackgroundEvent, declaredOnly: Bool) -> [ExplainingRow] {
        tables.backgroundModes.filter { $0.wakeEvents.contains(event) && (!declaredOnly || configuration.backgroundModes.contains($0.mode)) }
            .map { ExplainingRow(tableID: "background-modes", rowID: $0.id, ruleIDs: $0.rules) }
    }

    /// The background event a stimulus carries, if any.
    static func event(of stimulus: Stimulus) -> BackgroundEvent? {
        switch stimulus {
        case .backgroundEvent(let event): event
        case .remoteNotification: .remoteNotification
        default: nil
        }
    }
}
