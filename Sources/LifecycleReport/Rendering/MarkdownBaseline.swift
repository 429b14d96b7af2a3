/// The comparison with a baseline in `report.md`: warnings, new failures and fixed rules,
/// the rule statuses that moved, and the cases added, removed or changed.
enum MarkdownBaseline {
    /// Rows of the status and case tables shown before the rest are left to `index.html`.
    static let maxRows = 40

    static func render(_ comparison: BaselineComparison) -> [String] {
        let old = comparison.implementation
        var out = [
            "", "## Compared with the baseline", "",
            "Baseline \(MarkupEscaping.markdownText(comparison.file)): \(MarkupEscaping.markdownText(old.name)) \(MarkupEscaping.markdownText(old.version)), "
                + "verdict `\(comparison.verdict.rawValue)`; LifecycleKit \(MarkupEscaping.markdownText(comparison.kitVersion ?? "(version not stated)")), "
                + "catalog `\(BaselineComparison.short(comparison.catalogHash))`.",
            "",
        ]
        out += comparison.warnings.map { "> ⚠ **warning:** \(MarkupEscaping.markdownText($0, limit: 600))" }
        if !comparison.warnings.isEmpty { out.append("") }
        if comparison.isUnchanged { out += ["Nothing changed: every rule and every case ended as in the baseline.", ""] }
        out.append("- **\(comparison.newFailures.count) new failures**\(links(comparison.newFailures))")
        out.append("- **\(comparison.fixedRules.count) fixed**\(links(comparison.fixedRules))")
        if !comparison.rulesOnlyInBaseline.isEmpty {
            out.append(
                "- \(comparison.rulesOnlyInBaseline.count) rules only in the baseline: \(comparison.rulesOnlyInBaseline.map { "`\($0)`" }.joined(separator: ", "))"
            )
        }
        if !comparison.rulesOnlyInReport.isEmpty {
            out.append("- \(comparison.rulesOnlyInReport.count) rules only in this report\(links(comparison.rulesOnlyInReport))")
        }
        if !comparison.statusChanges.isEmpty {
            out += ["", "| rule | baseline | now |", "|---|---|---|"]
            for change in comparison.statusChanges.prefix(maxRows) {
                out.append(
                    "| \(MarkdownReportRenderer.ruleLink(change.rule)) | \(StatusLabel.words(change.old.rawValue)) | \(StatusLabel.words(change.new.rawValue)) |"
                )
            }
            if comparison.statusChanges.count > maxRows { out += ["", "… \(comparison.statusChanges.count - maxRows) more rule changes in `index.html`."] }
        }
        let (added, removed, changed) = (comparison.casesAdded, comparison.casesRemoved, comparison.casesChanged)
        if !(added.isEmpty && removed.isEmpty && changed.isEmpty) {
            out += ["", "Cases: \(added.count) added, \(removed.count) removed, \(changed.count) changed."]
            if !changed.isEmpty {
                out += ["", "| case | baseline | now |", "|---|---|---|"]
                for change in changed.prefix(maxRows) {
                    out.append(
                        "| \(MarkupEscaping.markdownText(change.id)) | \(StatusLabel.words(change.old.rawValue)) | \(StatusLabel.words(change.new.rawValue)) |")
                }
                if changed.count > maxRows { out += ["", "… \(changed.count - maxRows) more changed cases in `index.html`."] }
            }
            if !added.isEmpty { out += ["", "Added: " + listed(added)] }
            if !removed.isEmpty { out += ["", "Removed: " + listed(removed)] }
        }
        return out
    }

    private static func links(_ ids: [String]) -> String {
        guard !ids.isEmpty else { return "" }
        let shown = ids.prefix(MarkdownReportRenderer.maxListedRules).map(MarkdownReportRenderer.ruleLink).joined(separator: ", ")
        return ": " + shown + (ids.count > MarkdownReportRenderer.maxListedRules ? " and \(ids.count - MarkdownReportRenderer.maxListedRules) more" : "")
    }

    private static func listed(_ ids: [String]) -> String {
        ids.prefix(maxRows).map { MarkupEscaping.markdownText($0) }.joined(separator: ", ") + (ids.count > maxRows ? " and \(ids.count - maxRows) more" : "")
    }
}
