/// The comparison page (`report --compare`): one self-contained `index.html` with the
/// implementations, a table of sections with each implementation's passes, and the matrix
/// of rules × implementations grouped by section, disagreements first in each section and
/// marked `≠`; a checkbox (the one script) hides the rows where everyone agrees.
enum MatrixHTMLRenderer {
    static func render(_ matrix: ComparisonMatrix) -> String {
        let names = MatrixNames.columnTitles(matrix.columns)
        var out = [
            "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<title>\(escape("LifecycleKit comparison: " + names.joined(separator: ", ")))</title>",
            "<style>", HTMLAssets.style, HTMLAssets.matrixStyle, "</style>", "</head>", "<body>", "<main>",
            "<h1>LifecycleKit comparison: \(matrix.columns.count) implementations, \(matrix.ruleCount) rules</h1>",
            "<p class=\"muted\">\(matrix.disagreements) rules end differently across the implementations; in each section they come first, marked ≠.</p>",
        ]
        out += matrix.warnings.map { "<p class=\"warning\"><strong>⚠ warning:</strong> \(escape($0))</p>" }
        out += implementations(matrix, names: names)
        out += sections(matrix, names: names)
        out += rows(matrix, names: names)
        out += ["</main>", "<script>", HTMLAssets.matrixScript, "</script>", "</body>", "</html>"]
        return out.joined(separator: "\n") + "\n"
    }

    private static func implementations(_ matrix: ComparisonMatrix, names: [String]) -> [String] {
        var out = [
            "<h2 id=\"implementations\">Implementations</h2>", "<div class=\"wide\"><table>",
            "<thead><tr><th>column</th><th>verdict</th><th>adapter</th><th>kit</th><th>catalog</th><th>report</th></tr></thead><tbody>",
        ]
        for (column, name) in zip(matrix.columns, names) {
            out.append(
                "<tr><td><strong>\(escape(name))</strong></td><td>\(verdictBadge(column.verdict))</td>"
                    + "<td>\(escape(column.implementation.adapter))</td><td>\(escape(column.kitVersion ?? "not stated"))</td>"
                    + "<td><code>\(escape(BaselineComparison.short(column.catalogHash)))</code></td><td><code>\(escape(column.file))</code></td></tr>")
        }
        out.append("</tbody></table></div>")
        return out
    }

    private static func sections(_ matrix: ComparisonMatrix, names: [String]) -> [String] {
        let heads = names.map { "<th class=\"n\">\(escape($0))</th>" }.joined()
        var out = [
            "<h2 id=\"sections\">Sections</h2>",
            "<p class=\"muted\">Per section: rules stated, rules on which the implementations disagree, and for each implementation the rules it "
                + "passed of those it was judged on (passed, failed, untested or attested).</p>",
            "<div class=\"wide\"><table class=\"matrix-sections\">",
            "<thead><tr><th>section</th><th class=\"n\">rules</th><th class=\"n\">≠</th>\(heads)</tr></thead><tbody>",
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

    private static func rows(_ matrix: ComparisonMatrix, names: [String]) -> [String] {
        let heads = names.map { "<th>\(escape($0))</th>" }.joined()
        var out = [
            "<h2 id=\"matrix\">Rules × implementations</h2>",
            "<p><label><input type=\"checkbox\" id=\"only-disagreements\"> show only the rules where the implementations disagree</label></p>",
            "<div class=\"wide\"><table class=\"matrix\" id=\"matrix-table\">", "<thead><tr><th>rule</th><th>statement</th>\(heads)</tr></thead>",
        ]
        for (index, group) in matrix.groups.enumerated() {
            let passes = zip(group.passed, group.judged).map { "\($0) / \($1)" }.joined(separator: " · ")
            out.append("<tbody id=\"group-\(index)\"\(group.disagreements == 0 ? " class=\"agreeing\"" : "")>")
            out.append(
                "<tr class=\"group\"><th colspan=\"\(2 + names.count)\">\(escape(group.path.joined(separator: " › "))) "
                    + "<span class=\"muted\">— passed \(passes)\(group.disagreements > 0 ? "; \(group.disagreements) ≠" : "")</span></th></tr>")
            for row in group.rows {
                let cells = row.statuses.map { status in "<td>\(status.map { StatusLabel.badge($0.rawValue) } ?? "<span class=\"muted\">absent</span>")</td>" }
                out.append(
                    "<tr id=\"\(escape(row.rule))\" class=\"\(row.disagrees ? "disagree" : "agree")\"><td><code>\(row.disagrees ? "≠ " : "")\(escape(row.rule))</code></td>"
                        + "<td class=\"statement-cell\">\(CodeSpans.html(row.statement))</td>\(cells.joined())</tr>")
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

    /// `✓ conforms` in the passed badge, `✗ does-not-conform` in the failed one.
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
