/// The comparison in `report.md` (`report --compare`): the implementations, a table of the
/// sections with each implementation's passes, and the rules they disagree on.
enum MatrixMarkdownRenderer {
    /// Disagreeing rules listed before the rest are left to `index.html`.
    static let maxListedRows = 60

    static func render(_ matrix: ComparisonMatrix) -> String {
        let names = MatrixNames.columnTitles(matrix.columns)
        var out = ["# LifecycleKit comparison: \(matrix.columns.count) implementations, \(matrix.ruleCount) rules", ""]
        out += matrix.warnings.map { "> ⚠ **warning:** \(MarkupEscaping.markdownText($0, limit: 600))" }
        if !matrix.warnings.isEmpty { out.append("") }
        out += ["| implementation | verdict | report |", "|---|---|---|"]
        for (column, name) in zip(matrix.columns, names) {
            out.append("| \(MarkupEscaping.markdownText(name)) | `\(column.verdict.rawValue)` | \(MarkupEscaping.markdownText(column.file)) |")
        }
        out += [
            "", "## Sections", "",
            "Rules passed of the rules judged (passed, failed, untested or attested), per section; ≠ counts the rules that end differently.", "",
        ]
        out.append("| section | rules | ≠ | " + names.map { MarkupEscaping.markdownText($0) }.joined(separator: " | ") + " |")
        out.append("|---|--:|--:|" + String(repeating: "--:|", count: names.count))
        for group in matrix.groups {
            let cells = zip(group.passed, group.judged).map { "\($0) / \($1)" }.joined(separator: " | ")
            out.append("| \(MarkupEscaping.markdownCell(group.path.joined(separator: " › "))) | \(group.rows.count) | \(group.disagreements) | \(cells) |")
        }
        let disagreeing = matrix.groups.flatMap(\.rows).filter(\.disagrees)
        out += ["", "## Rules the implementations disagree on (\(disagreeing.count))", ""]
        if !disagreeing.isEmpty {
            out.append("| rule | " + names.map { MarkupEscaping.markdownText($0) }.joined(separator: " | ") + " |")
            out.append("|---|" + String(repeating: "---|", count: names.count))
            for row in disagreeing.prefix(maxListedRows) {
                let cells = row.statuses.map { $0.map { StatusLabel.words($0.rawValue) } ?? "absent" }.joined(separator: " | ")
                out.append("| [`\(row.rule)`](index.html#\(row.rule)) | \(cells) |")
            }
            if disagreeing.count > maxListedRows { out += ["", "… \(disagreeing.count - maxListedRows) more in `index.html`."] }
        }
        out += ["", "Open `index.html` for every rule of every section."]
        return out.joined(separator: "\n") + "\n"
    }
}
