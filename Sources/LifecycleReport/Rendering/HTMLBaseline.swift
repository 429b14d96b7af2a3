/// The comparison with a baseline in `index.html`: warnings first, new failures and fixed
/// rules, every rule status that moved, and the cases added, removed or changed.
enum HTMLBaseline {
    static func render(_ comparison: BaselineComparison, rules: [RuleEntry], text: ReportText = .english) -> [String] {
        let old = comparison.implementation
        let words = text.words
        let about = words(
            "baseline.about",
            [
                "name": escape(old.name), "version": escape(old.version), "verdict": comparison.verdict.rawValue,
                "kit": escape(comparison.kitVersion ?? words("page.version-not-stated")), "hash": escape(BaselineComparison.short(comparison.catalogHash)),
            ])
        var out = [
            "<h2 id=\"baseline\">\(words("baseline.heading"))</h2>",
            "<p>\(words("baseline.file")) <code>\(escape(comparison.file))</code>: \(about)</p>",
        ]
        out += comparison.warnings.map { "<p class=\"warning\"><strong>⚠ \(words("baseline.warning"))</strong> \(escape($0))</p>" }
        if comparison.isUnchanged { out.append("<p>\(words("baseline.unchanged"))</p>") }
        out.append("<ul class=\"delta\">")
        out.append("<li><strong>\(words("baseline.new-failures", "count", comparison.newFailures.count))</strong>\(links(comparison.newFailures))</li>")
        out.append("<li><strong>\(words("baseline.fixed", "count", comparison.fixedRules.count))</strong>\(links(comparison.fixedRules))</li>")
        if !comparison.rulesOnlyInBaseline.isEmpty {
            out.append(
                "<li>\(words("baseline.only-in-baseline", "count", comparison.rulesOnlyInBaseline.count)): \(codes(comparison.rulesOnlyInBaseline))</li>")
        }
        if !comparison.rulesOnlyInReport.isEmpty {
            out.append("<li>\(words("baseline.only-in-report", "count", comparison.rulesOnlyInReport.count))\(links(comparison.rulesOnlyInReport))</li>")
        }
        out.append("</ul>")
        if !comparison.statusChanges.isEmpty {
            out.append("<h3 id=\"baseline-rules\">\(words("baseline.statuses.heading", "count", comparison.statusChanges.count))</h3>")
            let statements = Dictionary(rules.map { ($0.id, $0.statement) }, uniquingKeysWith: { first, _ in first })
            let heads = [words("failures.rule"), words("baseline.column.baseline"), "", words("baseline.column.now"), words("failures.statement")]
            out.append("<div class=\"wide\"><table class=\"stack\"><thead><tr>\(heads.map { "<th>\($0)</th>" }.joined())</tr></thead><tbody>")
            for change in comparison.statusChanges {
                out.append(
                    "<tr><td>\(HTMLReportRenderer.ruleLink(change.rule))</td><td class=\"nowrap\">\(StatusLabel.badge(change.old.rawValue, text: text))</td><td>→</td>"
                        + "<td class=\"nowrap\">\(StatusLabel.badge(change.new.rawValue, text: text))</td>"
                        + "<td class=\"block\">\(text.statementHTML(change.rule, english: statements[change.rule] ?? ""))</td></tr>"
                )
            }
            out.append("</tbody></table></div>")
        }
        out += cases(comparison, text: text)
        return out
    }

    private static func cases(_ comparison: BaselineComparison, text: ReportText) -> [String] {
        let (added, removed, changed) = (comparison.casesAdded, comparison.casesRemoved, comparison.casesChanged)
        guard !(added.isEmpty && removed.isEmpty && changed.isEmpty) else { return [] }
        let words = text.words
        let counts = ["added": "\(added.count)", "removed": "\(removed.count)", "changed": "\(changed.count)"]
        var out = ["<h3 id=\"baseline-cases\">\(words("baseline.cases", counts))</h3>"]
        if !changed.isEmpty {
            let heads = [
                words("baseline.column.case"), words("baseline.column.baseline"), "", words("baseline.column.now"), words("baseline.column.charged-now"),
            ]
            out.append("<div class=\"wide\"><table><thead><tr>\(heads.map { "<th>\($0)</th>" }.joined())</tr></thead><tbody>")
            for change in changed {
                let id = change.new == .failed ? CaseAnchor.link(change.id) : "<code>\(escape(change.id))</code>"
                out.append(
                    "<tr><td>\(id)</td><td>\(StatusLabel.badge(change.old.rawValue, text: text))</td><td>→</td><td>\(StatusLabel.badge(change.new.rawValue, text: text))</td>"
                        + "<td>\(change.newFailedRuleIDs.map(HTMLReportRenderer.ruleLink).joined(separator: " "))</td></tr>")
            }
            out.append("</tbody></table></div>")
        }
        if !added.isEmpty { out.append("<p>\(words("baseline.added")): \(codes(added))</p>") }
        if !removed.isEmpty { out.append("<p>\(words("baseline.removed")): \(codes(removed))</p>") }
        return out
    }

    private static func links(_ ids: [String]) -> String {
        ids.isEmpty ? "" : ": " + ids.map(HTMLReportRenderer.ruleLink).joined(separator: " ")
    }

    private static func codes(_ ids: [String]) -> String {
        ids.map { "<code>\(escape($0))</code>" }.joined(separator: " ")
    }

    private static func escape(_ text: String) -> String { MarkupEscaping.xml(text) }
}
