/// The comparison in `report.md` (`report --compare`): the implementations, a table of the
/// sections with each implementation's passes, and the rules they disagree on.
enum MatrixMarkdownRenderer {
    /// Disagreeing rules listed before the rest are left to `index.html`.
    static let maxListedRows = 60

    static func render(_ matrix: ComparisonMatrix, text: ReportText = .english) -> String {
        let names = MatrixNames.columnTitles(matrix.columns)
        let words = text.words
        var out = ["# " + words("matrix.heading", ["implementations": "\(matrix.columns.count)", "rules": "\(matrix.ruleCount)"]), ""]
        out += matrix.warnings.map { "> ⚠ **\(words("matrix.warning")):** \(MarkupEscaping.markdownText($0, limit: 600))" }
        if !matrix.warnings.isEmpty { out.append("") }
        out += ["| \(words("matrix.column.implementation")) | \(words("matrix.column.verdict")) | \(words("matrix.column.report")) |", "|---|---|---|"]
        for (column, name) in zip(matrix.columns, names) {
            out.append("| \(MarkupEscaping.markdownText(name)) | `\(column.verdict.rawValue)` | \(MarkupEscaping.markdownText(column.file)) |")
        }
        out += ["", "## " + words("matrix.sections"), "", words("matrix.sections.markdown"), ""]
        out.append(
            "| \(words("matrix.column.section")) | \(words("matrix.column.rules")) | ≠ | "
                + names.map { MarkupEscaping.markdownText($0) }.joined(separator: " | ") + " |")
        out.append("|---|--:|--:|" + String(repeating: "--:|", count: names.count))
        for group in matrix.groups {
            let cells = zip(group.passed, group.judged).map { "\($0) / \($1)" }.joined(separator: " | ")
            out.append("| \(MarkupEscaping.markdownCell(group.path.joined(separator: " › "))) | \(group.rows.count) | \(group.disagreements) | \(cells) |")
        }
        let disagreeing = matrix.groups.flatMap(\.rows).filter(\.disagrees)
        out += ["", "## " + words("matrix.disagreeing", "count", disagreeing.count), ""]
        if !disagreeing.isEmpty {
            out.append("| \(words("matrix.column.rule")) | " + names.map { MarkupEscaping.markdownText($0) }.joined(separator: " | ") + " |")
            out.append("|---|" + String(repeating: "---|", count: names.count))
            for row in disagreeing.prefix(maxListedRows) {
                let cells = row.statuses.map { $0.map { text.status($0.rawValue) } ?? words("matrix.absent") }.joined(separator: " | ")
                out.append("| [`\(row.rule)`](index.html#\(row.rule)) | \(cells) |")
            }
            if disagreeing.count > maxListedRows { out += ["", words("matrix.more", "count", disagreeing.count - maxListedRows)] }
        }
        out += ["", words("matrix.open-html")]
        return out.joined(separator: "\n") + "\n"
    }
}
