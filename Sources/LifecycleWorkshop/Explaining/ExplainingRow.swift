import LifecycleModel

/// A table row that explains part of what a stimulus did, with the rules it carries.
public struct ExplainingRow: Sendable, Hashable {
    /// The table's id: `transitions`, `relaunch`, `queued-notifications`, `background-modes`, …
    public let tableID: String
    /// The row's id, such as `TR-016`.
    public let rowID: String
    /// The ids of the rules the row carries.
    public let ruleIDs: [String]

    /// A row of `tableID`.
    public init(tableID: String, rowID: String, ruleIDs: [String]) {
        self.tableID = tableID
        self.rowID = rowID
        self.ruleIDs = ruleIDs
    }

    /// A row the reference system acted on.
    public init(_ row: PerformedRow) {
        self.init(tableID: row.tableID, rowID: row.id, ruleIDs: row.rules)
    }

    /// The rows of a step, each once, in the order the system acted on them.
    public static func rows(of step: SimulationStep) -> [ExplainingRow] {
        var rows: [ExplainingRow] = []
        for row in step.rows.map(ExplainingRow.init) where !rows.contains(row) { rows.append(row) }
        return rows
    }
}
