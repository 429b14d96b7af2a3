import LifecycleModel

/// The arrows of the live diagram: one per pair of states a transition row moves the app
/// between, stops included. A row's path follows its steps (`active + home-button` stops in
/// inactive after `applicationWillResignActive:`, then reaches background), so each leg of
/// the path is an arrow, labelled with the triggers of the rows that take it.
public struct DiagramLegs: Sendable, Hashable {
    /// One arrow: a leg from a state to the next (the same state for a row that stays put).
    public struct Leg: Sendable, Hashable {
        /// The state the leg leaves.
        public let from: AppState
        /// The state the leg reaches.
        public let to: AppState

        /// The leg from `from` to `to`.
        public init(from: AppState, to: AppState) {
            self.from = from
            self.to = to
        }
    }

    /// Every leg of the rows, in table order, with the triggers and rows that take it.
    public let legs: [Leg]
    /// The triggers that take each leg, in table order, without repeats.
    public let triggers: [Leg: [String]]
    /// The ids of the rows that take each leg.
    public let rowIDs: [Leg: [String]]

    /// The legs of `rows` (usually the rows that apply to a configuration).
    public init(rows: [TransitionRow]) {
        var legs: [Leg] = []
        var triggers: [Leg: [String]] = [:]
        var rowIDs: [Leg: [String]] = [:]
        for row in rows {
            for leg in Self.path(of: row) {
                if triggers[leg] == nil { legs.append(leg) }
                if !(triggers[leg] ?? []).contains(row.trigger.rawValue) { triggers[leg, default: []].append(row.trigger.rawValue) }
                rowIDs[leg, default: []].append(row.id)
            }
        }
        self.legs = legs
        self.triggers = triggers
        self.rowIDs = rowIDs
    }

    /// The legs a row takes, in order: from its start state through the state after each
    /// step to its end state, repeated states run together; a row that never leaves its
    /// state is one leg to itself.
    public static func path(of row: TransitionRow) -> [Leg] {
        var states = [row.from]
        for state in row.steps.map(\.stateAfter) + [row.to] where state != states.last { states.append(state) }
        guard states.count > 1 else { return [Leg(from: row.from, to: row.from)] }
        return zip(states, states.dropFirst()).map { Leg(from: $0, to: $1) }
    }

    /// The legs a step took, in order, with the row of each: the paths of its transition rows.
    public static func taken(by rows: [TransitionRow]) -> [(leg: Leg, rowID: String)] {
        rows.flatMap { row in path(of: row).map { (leg: $0, rowID: row.id) } }
    }
}
