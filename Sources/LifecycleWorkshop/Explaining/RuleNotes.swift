import Foundation
import LifecycleSpec
import LifecycleText

/// Turns explaining rows into the "why" lines of the simulator: each row with its summary,
/// then each of its rules with a shortened statement — in the language of ``words`` — and,
/// given the user's copy of the documents, the line of the document each rule comes from.
public struct RuleNotes: Sendable {
    /// The catalog the rules and table rows come from.
    public let catalog: Catalog
    /// The language of the labels and statements.
    public let words: Words
    /// The user's copy of the documents, when given: each rule's original line is quoted.
    public let seeds: SeedLibrary?

    /// Notes over `catalog`, in the language of `words`, quoting `seeds` when given.
    public init(catalog: Catalog, words: Words = .english, seeds: SeedLibrary? = nil) {
        self.catalog = catalog
        self.words = words
        self.seeds = seeds
    }

    /// The lines for the rows, indented by `indent`; a rule already listed under an earlier row is not repeated.
    public func lines(for rows: [ExplainingRow], indent: String = "  ") -> [String] {
        guard !rows.isEmpty else { return [indent + words("sim.why.none")] }
        var lines = [indent + words("sim.why")]
        var listed: Set<String> = []
        for row in rows {
            lines.append("\(indent)  \(row.rowID)  \(summary(of: row))")
            let fresh = row.ruleIDs.filter { listed.insert($0).inserted }
            if fresh.isEmpty { lines.append("\(indent)      " + words("sim.why.listed-above")) }
            for id in fresh {
                lines.append("\(indent)      \(id.padding(toLength: 13, withPad: " ", startingAt: 0)) \(statement(of: id))")
                if let original = original(of: id) { lines.append("\(indent)                    " + original) }
            }
        }
        return lines
    }

    /// `table: what the row states`.
    public func summary(of row: ExplainingRow) -> String {
        guard let specRow = catalog.table(row.tableID)?.rows.first(where: { $0.id == row.rowID }) else { return row.tableID }
        return "\(row.tableID): \(TableRowSummary.text(of: specRow, in: row.tableID, words: words))"
    }

    /// The rule's statement in the notes' language, shortened to about `limit` characters
    /// (two thirds of that for Korean, whose characters take two columns).
    public func statement(of id: String, limit: Int = 100) -> String {
        guard let rule = catalog.rule(id) else { return words("sim.why.not-in-catalog") }
        guard words.language == .korean else { return Self.shortened(rule.statement, limit: limit) }
        return Self.shortened(catalog.statement(of: rule, in: .korean), limit: limit * 2 / 3)
    }

    /// `original (FILE:LINE): text` from the user's copy, or why it is not quoted; nil
    /// without a copy or for a rule not drawn from a document.
    public func original(of id: String) -> String? {
        guard let seeds, let rule = catalog.rule(id) else { return nil }
        let passage = seeds.passage(for: rule, in: catalog)
        if let line = passage.quotedLine {
            return words("sim.why.original", ["place": line.place(in: words), "text": Self.shortened(line.shown(in: words), limit: 70)])
        }
        return passage.explanationLines(in: words).first
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
