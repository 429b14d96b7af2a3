import LifecycleModel
import LifecycleSpec

/// The transition table as a state diagram for one configuration: every row that applies
/// is followed step by step (the state after each callback), and each distinct from → to
/// move between two states is one edge, labelled with the triggers of the rows that make
/// it. A row that stops in inactive on its way to the background draws active → inactive
/// and inactive → background; a row that stays in its state draws a loop.
public struct StateDiagram: Sendable, Hashable {
    /// One move between two states (or a loop), with the rows that make it.
    public struct Edge: Sendable, Hashable {
        /// The state before the move.
        public var from: AppState
        /// The state after the move.
        public var to: AppState
        /// Distinct triggers, in table order.
        public var triggers: [String]
        /// The rows that make the move, in table order.
        public var rowIDs: [String]
        /// The rows among `rowIDs` that cite a rule that failed in the run; empty until `highlighting(failedRules:)`.
        public var failedRowIDs: [String] = []
        /// The failed rules those rows cite, in the order the rows cite them.
        public var failedRuleIDs: [String] = []

        /// True when a row that makes the move cites a rule that failed.
        public var isFailing: Bool { !failedRowIDs.isEmpty }
    }

    /// The five states, in the order they are laid out.
    public static let states: [AppState] = AppState.allCases

    /// The configuration the diagram is drawn for; nil when every row is drawn.
    public var variant: TransitionVariant?
    /// The edges, in the order their first row comes in the table.
    public var edges: [Edge]
    /// The rules each drawn row cites, by row id.
    public var rowRules: [String: [String]]

    /// A diagram of given edges.
    public init(variant: TransitionVariant? = nil, edges: [Edge], rowRules: [String: [String]] = [:]) {
        self.variant = variant
        self.edges = edges
        self.rowRules = rowRules
    }

    /// The diagram of the catalog's transition table, restricted to the rows that apply to
    /// `configuration` when one is given (scenes, opt-out, no multitasking, …).
    public init(catalog: Catalog, configuration: Configuration? = nil) throws(ReportError) {
        self.init(rows: try Self.rows(of: catalog), variant: configuration.map(TransitionVariant.init))
    }

    /// The diagram of `rows`, restricted to those that apply to `variant` when one is given.
    public init(rows: [TransitionRow], variant: TransitionVariant?) {
        var edges: [Edge] = []
        var rowRules: [String: [String]] = [:]
        for row in rows where variant.map({ row.applies(to: $0.configuration) }) ?? true {
            rowRules[row.id] = row.rules
            for (from, to) in Self.moves(of: row) {
                if let index = edges.firstIndex(where: { $0.from == from && $0.to == to }) {
                    if !edges[index].triggers.contains(row.trigger.rawValue) { edges[index].triggers.append(row.trigger.rawValue) }
                    if !edges[index].rowIDs.contains(row.id) { edges[index].rowIDs.append(row.id) }
                } else {
                    edges.append(Edge(from: from, to: to, triggers: [row.trigger.rawValue], rowIDs: [row.id]))
                }
            }
        }
        self.init(variant: variant, edges: edges, rowRules: rowRules)
    }

    /// The moves a row makes: from its start state through the state after each step to
    /// its end state, a state repeated by consecutive steps counted once; a row that never
    /// leaves its state makes one loop.
    public static func moves(of row: TransitionRow) -> [(AppState, AppState)] {
        var path = [row.from]
        for state in row.steps.map(\.stateAfter) + [row.to] where state != path.last { path.append(state) }
        guard path.count > 1 else { return [(row.from, row.from)] }
        return zip(path, path.dropFirst()).map { ($0, $1) }
    }

    /// The same diagram with the edges of rows that cite a rule in `failedRules` marked.
    public func highlighting(failedRules: Set<String>) -> StateDiagram {
        var diagram = self
        for index in diagram.edges.indices {
            var rows: [String] = []
            var rules: [String] = []
            for row in diagram.edges[index].rowIDs {
                let failed = (rowRules[row] ?? []).filter(failedRules.contains)
                guard !failed.isEmpty else { continue }
                rows.append(row)
                for rule in failed where !rules.contains(rule) { rules.append(rule) }
            }
            diagram.edges[index].failedRowIDs = rows
            diagram.edges[index].failedRuleIDs = rules
        }
        return diagram
    }

    /// The rows of the catalog's transition table.
    public static func rows(of catalog: Catalog) throws(ReportError) -> [TransitionRow] {
        guard let table = catalog.table("transitions") else { throw ReportError("the catalog has no transitions table (spec/tables/transitions.json)") }
        do {
            return try table.decodeRows(as: TransitionRow.self)
        } catch {
            throw ReportError("\(table.file): the transition table does not decode: \(error)")
        }
    }
}
