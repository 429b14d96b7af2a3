/// The comparison with a baseline in `index.html`: warnings first, new failures and fixed
/// rules, every rule status that moved, and the cases added, removed or changed.
enum HTMLBaseline {
    static func render(_ comparison: BaselineComparison, rules: [RuleEntry]) -> [String] {
        let old = comparison.implementation
        var out = [
            "<h2 id=\"baseline\">Compared with the baseline</h2>",
            "<p>Baseline <code>\(escape(comparison.file))</code>: \(escape(old.name)) \(escape(old.version)), verdict "
                + "<code>\(comparison.verdict.rawValue)</code>; LifecycleKit \(escape(comparison.kitVersion ?? "(version not stated)")), catalog "
                + "<code>\(escape(BaselineComparison.short(comparison.catalogHash)))</code>.</p>",
        ]
        out += comparison.warnings.map { "<p class=\"warning\"><strong>⚠ warning:</strong> \(escape($0))</p>" }
        if comparison.isUnchanged { out.append("<p>Nothing changed: every rule and every case ended as in the baseline.</p>") }
        out.append("<ul class=\"delta\">")
        out.append("<li><strong>\(comparison.newFailures.count) new failures</strong>\(links(comparison.newFailures))</li>")
        out.append("<li><strong>\(comparison.fixedRules.count) fixed</strong>\(links(comparison.fixedRules))</li>")
        if !comparison.rulesOnlyInBaseline.isEmpty {
            out.append("<li>\(comparison.rulesOnlyInBaseline.count) rules only in the baseline: \(codes(comparison.rulesOnlyInBaseline))</li>")
        }
        if !comparison.rulesOnlyInReport.isEmpty {
            out.append("<li>\(comparison.rulesOnlyInReport.count) rules only in this report\(links(comparison.rulesOnlyInReport))</li>")
        }
        out.append("</ul>")
        if !comparison.statusChanges.isEmpty {
            out.append("<h3 id=\"baseline-rules\">Rule statuses changed (\(comparison.statusChanges.count))</h3>")
            let statements = Dictionary(rules.map { ($0.id, $0.statement) }, uniquingKeysWith: { first, _ in first })
            out.append(
                "<div class=\"wide\"><table class=\"stack\"><thead><tr><th>rule</th><th>baseline</th><th></th><th>now</th><th>statement</th></tr></thead><tbody>"
            )
            for change in comparison.statusChanges {
                out.append(
                    "<tr><td>\(HTMLReportRenderer.ruleLink(change.rule))</td><td class=\"nowrap\">\(StatusLabel.badge(change.old.rawValue))</td><td>→</td>"
                        + "<td class=\"nowrap\">\(StatusLabel.badge(change.new.rawValue))</td><td class=\"block\">\(CodeSpans.html(statements[change.rule] ?? ""))</td></tr>"
                )
            }
            out.append("</tbody></table></div>")
        }
        out += cases(comparison)
        return out
    }

    private static func cases(_ comparison: BaselineComparison) -> [String] {
        let (added, removed, changed) = (comparison.casesAdded, comparison.casesRemoved, comparison.casesChanged)
        guard !(added.isEmpty && removed.isEmpty && changed.isEmpty) else { return [] }
        var out = ["<h3 id=\"baseline-cases\">Cases: \(added.count) added, \(removed.count) removed, \(changed.count) changed</h3>"]
        if !changed.isEmpty {
            out.append("<div class=\"wide\"><table><thead><tr><th>case</th><th>baseline</th><th></th><th>now</th><th>charged to now</th></tr></thead><tbody>")
            for change in changed {
                let id = change.new == .failed ? CaseAnchor.link(change.id) : "<code>\(escape(change.id))</code>"
                out.append(
                    "<tr><td>\(id)</td><td>\(StatusLabel.badge(change.old.rawValue))</td><td>→</td><td>\(StatusLabel.badge(change.new.rawValue))</td>"
                        + "<td>\(change.newFailedRuleIDs.map(HTMLReportRenderer.ruleLink).joined(separator: " "))</td></tr>")
            }
            out.append("</tbody></table></div>")
        }
        if !added.isEmpty { out.append("<p>Added: \(codes(added))</p>") }
        if !removed.isEmpty { out.append("<p>Removed: \(codes(removed))</p>") }
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
