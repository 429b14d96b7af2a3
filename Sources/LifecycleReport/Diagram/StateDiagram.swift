import LifecycleModel
import LifecycleSpec

/// The transition table as a state diagram: one edge per distinct from → to pair, labelled
/// with the triggers of its rows. Generated from `spec/tables/transitions.json`.
public struct StateDiagram: Sendable, Hashable {
    public struct Edge: Sendable, Hashable {
        public var from: AppState
        public var to: AppState
        /// Distinct triggers, in table order.
        public var triggers: [String]
        public var rowIDs: [String]
    }

    /// The five states, in the order they are laid out.
    public static let states: [AppState] = AppState.allCases

    public var edges: [Edge]

    public init(edges: [Edge]) {
        self.edges = edges
    }

    /// The diagram of the catalog's transition table, restricted to the rows that apply to
    /// `configuration` when one is given (scenes, opt-out, no multitasking, …).
    public init(catalog: Catalog, configuration: Configuration? = nil) throws(ReportError) {
        guard let table = catalog.table("transitions") else { throw ReportError("the catalog has no transitions table (spec/tables/transitions.json)") }
        let rows: [TransitionRow]
        do {
            rows = try table.decodeRows(as: TransitionRow.self)
        } catch {
            throw ReportError("\(table.file): the transition table does not decode: \(error)")
        }
        var edges: [Edge] = []
        for row in rows where configuration.map(row.applies(to:)) ?? true {
            if let index = edges.firstIndex(where: { $0.from == row.from && $0.to == row.to }) {
                if !edges[index].triggers.contains(row.trigger.rawValue) { edges[index].triggers.append(row.trigger.rawValue) }
                edges[index].rowIDs.append(row.id)
            } else {
                edges.append(Edge(from: row.from, to: row.to, triggers: [row.trigger.rawValue], rowIDs: [row.id]))
            }
        }
        self.edges = edges
    }
}
