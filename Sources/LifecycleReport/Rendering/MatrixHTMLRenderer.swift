/// The comparison page (`report --compare`): one self-contained `index.html` with the
/// implementations, a table of sections with each implementation's passes, and the matrix
/// of rules × implementations grouped by section, disagreements first in each section and
/// marked `≠`; a checkbox (the one script) hides the rows where everyone agrees.
enum MatrixHTMLRenderer {
    static func render(_ matrix: ComparisonMatrix, text: ReportText = .english) -> String {
        let names = MatrixNames.columnTitles(matrix.columns)
        let words = text.words
        let heading = ["implementations": "\(matrix.columns.count)", "rules": "\(matrix.ruleCount)"]
        var out = [
            "<!DOCTYPE html>", "<html lang=\"\(text.languageCode)\">", "<head>", "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>\(escape(words("matrix.title", "names", names.joined(separator: ", "))))</title>",
            "<style>", HTMLAssets.style, HTMLAssets.matrixStyle, "</style>", "</head>", "<body>", "<main>",
            "<h1>\(escape(words("matrix.heading", heading)))</h1>",
            "<p class=\"muted\">\(escape(words("matrix.disagreements", "count", matrix.disagreements)))</p>",
        ]
        out += matrix.warnings.map { "<p class=\"warning\"><strong>⚠ \(escape(words("matrix.warning"))):</strong> \(escape($0))</p>" }
        out += implementations(matrix, names: names, text: text)
        out += sections(matrix, names: names, text: text)
        out += rows(matrix, names: names, text: text)
        out += ["</main>", "<script>", HTMLAssets.matrixScript, "</script>", "</body>", "</html>"]
        return out.joined(separator: "\n") + "\n"
    }

    private static func implementations(_ matrix: ComparisonMatrix, names: [String], text: ReportText) -> [String] {
        let words = text.words
        let heads = ["column", "verdict", "adapter", "kit", "catalog", "report"].map { "<th>\(escape(words("matrix.column." + $0)))</th>" }.joined()
        var out = [
            "<h2 id=\"implementations\">\(escape(words("matrix.implementations")))</h2>", "<div class=\"wide\"><table>",
            "<thead><tr>\(heads)</tr></thead><tbody>",
        ]
        for (column, name) in zip(matrix.columns, names) {
            out.append(
                "<tr><td><strong>\(escape(name))</strong></td><td>\(verdictBadge(column.verdict))</td>"
                    + "<td>\(escape(column.implementation.adapter))</td><td>\(escape(column.kitVersion ?? words("matrix.not-stated")))</td>"
                    + "<td><code>\(escape(BaselineComparison.short(column.catalogHash)))</code></td><td><code>\(escape(column.file))</code></td></tr>")
        }
        out.append("</tbody></table></div>")
        return out
    }

    private static func sections(_ matrix: ComparisonMatrix, names: [String], text: ReportText) -> [String] {
        let words = text.words
        let heads = names.map { "<th class=\"n\">\(escape($0))</th>" }.joined()
        var out = [
            "<h2 id=\"sections\">\(escape(words("matrix.sections")))</h2>",
            "<p class=\"muted\">\(escape(words("matrix.sections.about")))</p>",
            "<div class=\"wide\"><table class=\"matrix-sections\">",
            "<thead><tr><th>\(escape(words("matrix.column.section")))</th><th class=\"n\">\(escape(words("matrix.column.rules")))</th>"
                + "<th class=\"n\">≠</th>\(heads)</tr></thead><tbody>",
        ]
        var source: String?
        for (index, group) in matrix.groups.enumerated() {
            if group.path.first != source {
                source = group.path.first
                out.append("<tr class=\"source\"><td colspan=\"\(3 + names.count)\">\(escape(source ?? group.section))</td></tr>")
            }
            let cells = group.passed.indices.map { column in passCell(passed: group.passed[column], judged: group.judged[column]) }.joined()
            let title = group.path.count > 1 ? group.path.dropFirst().joined(separator: " › ") : group.path.joined()
            out.append(
                "<tr\(group.disagreements > 0 ? " class=\"disagree\"" : "")><td><a href=\"#group-\(index)\">\(escape(title))</a></td>"
                    + "<td class=\"n\">\(group.rows.count)</td><td class=\"n\(group.disagreements == 0 ? " zero" : " bad")\">\(group.disagreements)</td>\(cells)</tr>"
            )
        }
        out.append("</tbody></table></div>")
        return out
    }

    private static func rows(_ matrix: ComparisonMatrix, names: [String], text: ReportText) -> [String] {
        let words = text.words
        let heads = names.map { "<th>\(escape($0))</th>" }.joined()
        var out = [
            "<h2 id=\"matrix\">\(escape(words("matrix.rows")))</h2>",
            "<p><label><input type=\"checkbox\" id=\"only-disagreements\"> \(escape(words("matrix.only-disagreements")))</label></p>",
            "<div class=\"wide\"><table class=\"matrix\" id=\"matrix-table\">",
            "<thead><tr><th>\(escape(words("matrix.column.rule")))</th><th>\(escape(words("matrix.column.statement")))</th>\(heads)</tr></thead>",
        ]
        for (index, group) in matrix.groups.enumerated() {
            let passes = zip(group.passed, group.judged).map { "\($0) / \($1)" }.joined(separator: " · ")
            out.append("<tbody id=\"group-\(index)\"\(group.disagreements == 0 ? " class=\"agreeing\"" : "")>")
            out.append(
                "<tr class=\"group\"><th colspan=\"\(2 + names.count)\">\(escape(group.path.joined(separator: " › "))) "
                    + "<span class=\"muted\">— \(escape(words("matrix.passed", "passes", passes)))\(group.disagreements > 0 ? "; \(group.disagreements) ≠" : "")</span></th></tr>"
            )
            for row in group.rows {
                let cells = row.statuses.map { status in
                    "<td>\(status.map { StatusLabel.badge($0.rawValue, text: text) } ?? "<span class=\"muted\">\(escape(words("matrix.absent")))</span>")</td>"
                }
                out.append(
                    "<tr id=\"\(escape(row.rule))\" class=\"\(row.disagrees ? "disagree" : "agree")\"><td><code>\(row.disagrees ? "≠ " : "")\(escape(row.rule))</code></td>"
                        + "<td class=\"statement-cell\">\(text.statementHTML(row.rule, english: row.statement))</td>\(cells.joined())</tr>")
            }
            out.append("</tbody>")
        }
        out.append("</table></div>")
        return out
    }

    /// `passed / judged`, shaded like wpt.fyi: green when every judged rule passed, amber
    /// from half, red below, grey when nothing was judged.
    static func passCell(passed: Int, judged: Int) -> String {
        let shade: String
        if judged == 0 {
            shade = "zero"
        } else if passed == judged {
            shade = "full"
        } else {
            shade = passed * 2 >= judged ? "partial" : "low"
        }
        return "<td class=\"n pass-\(shade)\">\(passed) / \(judged)</td>"
    }

    /// `✓ conforms` in the passed badge, `✗ does-not-conform` in the failed one (the verdict's
    /// code, the same in every language).
    static func verdictBadge(_ verdict: Verdict) -> String {
        let conforms = verdict == .conforms
        return "<span class=\"badge status-\(conforms ? "passed" : "failed")\">\(conforms ? "✓" : "✗") \(verdict.rawValue)</span>"
    }

    private static func escape(_ text: String) -> String { MarkupEscaping.xml(text) }
}

/// How the compared implementations are named in headings: `name version`, with the
/// report file added where two would read the same.
enum MatrixNames {
    static func columnTitles(_ columns: [ComparisonMatrix.Column]) -> [String] {
        let plain = columns.map { "\($0.implementation.name) \($0.implementation.version)" }
        return zip(plain, columns).map { title, column in plain.count { $0 == title } > 1 ? "\(title) (\(column.file))" : title }
    }
}
