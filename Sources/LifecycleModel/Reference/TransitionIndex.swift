/// Finds the transition row for a state and trigger in constant time once resolved for a
/// configuration.
struct TransitionIndex: Sendable {
    let rows: [TransitionRow]
    private static let triggerCount = Trigger.allCases.count

    init(rows: [TransitionRow]) {
        self.rows = rows
    }

    static func slot(_ state: AppState, _ trigger: Trigger) -> Int {
        AppState.allCases.firstIndex(of: state)! * triggerCount + Trigger.allCases.firstIndex(of: trigger)!
    }

    /// The facets of a configuration that transition rows test: two configurations that agree
    /// on them resolve to the same rows.
    struct Facets: Hashable {
        let scenes: Bool
        let multitasking: Bool
        let exitsOnSuspend: Bool
        let sleepWake: SleepWakeBehaviour

        init(_ configuration: Configuration) {
            scenes = configuration.usesScenes
            multitasking = configuration.multitaskingAvailable
            exitsOnSuspend = configuration.exitsOnSuspend
            sleepWake = configuration.sleepWakeBehaviour
        }
    }

    /// For every (state, trigger) pair, the indices of the rows that apply to `configuration`,
    /// in table order; which of them runs depends on the interruption shown at the time.
    func resolve(for configuration: Configuration) -> [[Int]] {
        var slots = [[Int]](repeating: [], count: AppState.allCases.count * Self.triggerCount)
        for (index, row) in rows.enumerated() where row.applies(to: configuration) {
            slots[Self.slot(row.from, row.trigger)].append(index)
        }
        return slots
    }
}
