import Foundation
import LifecycleSpec

/// Turns explaining rows into the "why" lines of the simulator: each row with its summary,
/// then each of its rules with a shortened statement.
public struct RuleNotes: Sendable {
    /// The catalog the rules and table rows come from.
    public let catalog: Catalog

    /// Notes over `catalog`.
    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// The lines for the rows, indented by `indent`; a rule already listed under an earlier row is not repeated.
    public func lines(for rows: [ExplainingRow], indent: String = "  ") -> [String] {
        guard !rows.isEmpty else { return ["\(indent)why: no table row describes this; it is the model's behaviour outside the tables"] }
        var lines = ["\(indent)why:"]
        var listed: Set<String> = []
        for row in rows {
            lines.append("\(indent)  \(row.rowID)  \(summary(of: row))")
            let fresh = row.ruleIDs.filter { listed.insert($0).inserted }
            if fresh.isEmpty { lines.append("\(indent)      (its rules are listed above)") }
            for id in fresh {
                lines.append("\(indent)      \(id.padding(toLength: 13, withPad: " ", startingAt: 0)) \(statement(of: id))")
            }
        }
        return lines
    }

    /// `table: what the row states`.
    public func summary(of row: ExplainingRow) -> String {
        guard let specRow = catalog.table(row.tableID)?.rows.first(where: { $0.id == row.rowID }) else { return row.tableID }
        return "\(row.tableID): \(TableRowSummary.text(of: specRow, in: row.tableID))"
    }

    /// The rule's statement, shortened to about `limit` characters.
    public func statement(of id: String, limit: Int = 100) -> String {
        guard let rule = catalog.rule(id) else { return "(not in the catalog)" }
        return Self.shortened(rule.statement, limit: limit)
    }

    /// Cuts `text` at the last word break before `limit` characters (or at the limit when
    /// that break lies far back, inside a long selector) and marks the cut with "…".
    public static func shortened(_ text: String, limit: Int = 100) -> String {
        guard text.count > limit else { return text }
        let head = text.prefix(limit)
        var cut = head
        if let space = head.lastIndex(of: " "), head.distance(from: head.startIndex, to: space) >= limit * 3 / 4 { cut = head[..<space] }
        return cut.trimmingCharacters(in: CharacterSet(charactersIn: " ,;:")) + "…"
    }
}
