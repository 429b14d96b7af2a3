import LifecycleModel

/// A table row that explains part of what a stimulus did, with the rules it carries.
public struct ExplainingRow: Sendable, Hashable {
    /// The table's id: `transitions`, `relaunch`, `queued-notifications`, `background-modes`, …
    public let tableID: String
    public let rowID: String
    public let ruleIDs: [String]

    public init(tableID: String, rowID: String, ruleIDs: [String]) {
        self.tableID = tableID
        self.rowID = rowID
        self.ruleIDs = ruleIDs
    }

    public init(_ row: TransitionRow) {
        self.init(tableID: "transitions", rowID: row.id, ruleIDs: row.rules)
    }
}
