import LifecycleModel

/// Finds the rows of `spec/tables/transitions.json` that a stimulus set off. Rows are looked
/// up as the reference system looks them up (the first row for the state and trigger whose
/// `when` conditions hold for the configuration), and a row counts as fired only when the
/// observations show its callbacks in order, or, for a row without callbacks, its state change.
public struct TransitionMatcher: Sendable {
    public let tables: ModelTables
    public let configuration: Configuration

    public init(tables: ModelTables, configuration: Configuration) {
        self.tables = tables
        self.configuration = configuration
    }

    /// The row for `trigger` from `state` under the configuration, as the reference system resolves it.
    public func row(from state: AppState, trigger: Trigger) -> TransitionRow? {
        tables.transitions.first { $0.from == state && $0.trigger == trigger && $0.applies(to: configuration) }
    }

    /// The triggers a stimulus itself can set off (a reboot or an event may launch the app
    /// into the background).
    public static func ownTriggers(of stimulus: Stimulus) -> [Trigger] {
        switch stimulus {
        case .tapIcon: [.launchForeground, .tapIcon]
        case .openURL: [.launchURL, .openURL]
        case .homeButton: [.homeButton]
        case .appSwitch: [.appSwitch]
        case .incomingCall: [.incomingCall]
        case .answerCall: [.answerCall]
        case .declineCall: [.declineCall]
        case .notificationBanner: [.notificationBanner]
        case .pullNotificationCenter: [.pullNotificationCenter]
        case .dismissNotificationCenter: [.dismissNotificationCenter]
        case .lock: [.lock]
        case .unlock: [.unlock]
        case .memoryPressure: [.memoryPressure]
        case .forceQuit: [.forceQuit]
        case .reboot: [.reboot, .launchBackground]
        case .systemTerminate: [.systemTerminate]
        case .backgroundEvent, .remoteNotification: [.backgroundEvent, .launchBackground]
        default: []
        }
    }

    /// The system's own decisions that may follow any stimulus.
    public static let followUpTriggers: [Trigger] = [.systemSuspend, .exitOnSuspend]

    /// The rows fired, in order, by a stimulus the system accepted from `state`.
    public func firedRows(by stimulus: Stimulus, from state: AppState, observations: [Observation]) -> [TransitionRow] {
        let own = Self.ownTriggers(of: stimulus)
        let triggers = own + Self.followUpTriggers
        var current = state
        var index = 0
        var fired: [TransitionRow] = []
        scan: while index < observations.count {
            for trigger in triggers {
                guard let row = row(from: current, trigger: trigger), let end = match(row, in: observations, at: index, state: current) else { continue }
                fired.append(row)
                current = row.to
                index = end
                continue scan
            }
            if case .stateChanged(_, let to) = observations[index] { current = to }
            index += 1
        }
        // A row that neither calls back nor changes state (a banner over the active app)
        // leaves no trace but the acceptance itself.
        if fired.isEmpty, !observations.contains(where: Self.isCallbackOrStateChange) {
            for trigger in own {
                if let row = row(from: state, trigger: trigger), row.steps.isEmpty, row.to == state { return [row] }
            }
        }
        return fired
    }

    /// The index after the row's trace when the row's trace starts at `index`, or nil.
    func match(_ row: TransitionRow, in observations: [Observation], at index: Int, state: AppState) -> Int? {
        guard let first = row.steps.first else {
            guard row.to != state, observations[index] == .stateChanged(from: state, to: row.to) else { return nil }
            return index + 1
        }
        guard case .callback(let callback, let receiver, _) = observations[index], callback == first.callback, receiver == first.receiver else {
            return nil
        }
        var cursor = index + 1
        for step in row.steps.dropFirst() {
            guard let next = observations[cursor...].firstIndex(where: Self.isStepBoundary) else { return nil }
            switch observations[next] {
            case .callback(let callback, let receiver, _) where callback == step.callback && receiver == step.receiver:
                cursor = next + 1
            case .urlOpenSkipped where step.skipIfLaunchDeclined:
                cursor = next + 1
            case .terminated(.watchdog):
                // The watchdog ended the process part-way through the row.
                return next + 1
            default:
                return nil
            }
        }
        return cursor
    }

    static func isStepBoundary(_ observation: Observation) -> Bool {
        switch observation {
        case .callback, .urlOpenSkipped, .terminated(.watchdog): true
        default: false
        }
    }

    static func isCallbackOrStateChange(_ observation: Observation) -> Bool {
        switch observation {
        case .callback, .stateChanged: true
        default: false
        }
    }
}
