/// Finds the transition row for a state and trigger in constant time once resolved for a
/// configuration.
struct TransitionIndex: Sendable {
    let rows: [TransitionRow]
    private static let triggerCount = Trigger.allCases.count

    /// The conflict settings named by the rows' readings, in a stable order.
    private let readingSettings: [String]

    init(rows: [TransitionRow]) {
        self.rows = rows
        readingSettings = Set(rows.flatMap { $0.when?.reading.keys.map { $0 } ?? [] }).sorted()
    }

    static func slot(_ state: AppState, _ trigger: Trigger) -> Int {
        AppState.allCases.firstIndex(of: state)! * triggerCount + Trigger.allCases.firstIndex(of: trigger)!
    }

    /// What of a configuration the transition rows test: two configurations that agree on it
    /// resolve to the same rows.
    struct Key: Hashable {
        let scenes: Bool
        let multitasking: Bool
        let exitsOnSuspend: Bool
        let sleepWake: SleepWakeBehaviour
        /// The values of the conflict settings some row's reading names.
        let readings: [String?]
    }

    /// The key of `configuration`.
    func key(of configuration: Configuration) -> Key {
        Key(
            scenes: configuration.usesScenes, multitasking: configuration.multitaskingAvailable, exitsOnSuspend: configuration.exitsOnSuspend,
            sleepWake: configuration.sleepWakeBehaviour, readings: readingSettings.map(configuration.value(ofSetting:)))
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
