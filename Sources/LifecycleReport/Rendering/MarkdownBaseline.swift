/// The comparison with a baseline in `report.md`: warnings, new failures and fixed rules,
/// the rule statuses that moved, and the cases added, removed or changed.
enum MarkdownBaseline {
    /// Rows of the status and case tables shown before the rest are left to `index.html`.
    static let maxRows = 40

    static func render(_ comparison: BaselineComparison, text: ReportText = .english) -> [String] {
        let old = comparison.implementation
        let words = text.words
        let about = words(
            "baseline.about-markdown",
            [
                "name": MarkupEscaping.markdownText(old.name), "version": MarkupEscaping.markdownText(old.version), "verdict": comparison.verdict.rawValue,
                "kit": MarkupEscaping.markdownText(comparison.kitVersion ?? words("page.version-not-stated")),
                "hash": BaselineComparison.short(comparison.catalogHash),
            ])
        var out = ["", "## " + words("baseline.heading"), "", "\(words("baseline.file")) \(MarkupEscaping.markdownText(comparison.file)): \(about)", ""]
        out += comparison.warnings.map { "> ⚠ **\(words("baseline.warning"))** \(MarkupEscaping.markdownText($0, limit: 600))" }
        if !comparison.warnings.isEmpty { out.append("") }
        if comparison.isUnchanged { out += [words("baseline.unchanged"), ""] }
        out.append("- **\(words("baseline.new-failures", "count", comparison.newFailures.count))**\(links(comparison.newFailures, text: text))")
        out.append("- **\(words("baseline.fixed", "count", comparison.fixedRules.count))**\(links(comparison.fixedRules, text: text))")
        if !comparison.rulesOnlyInBaseline.isEmpty {
            let ids = comparison.rulesOnlyInBaseline.map { "`\($0)`" }.joined(separator: ", ")
            out.append("- \(words("baseline.only-in-baseline", "count", comparison.rulesOnlyInBaseline.count)): \(ids)")
        }
        if !comparison.rulesOnlyInReport.isEmpty {
            out.append(
                "- \(words("baseline.only-in-report", "count", comparison.rulesOnlyInReport.count))\(links(comparison.rulesOnlyInReport, text: text))")
        }
        let heads = "| \(words("baseline.column.baseline")) | \(words("baseline.column.now")) |"
        if !comparison.statusChanges.isEmpty {
            out += ["", "| \(words("failures.rule")) \(heads)", "|---|---|---|"]
            for change in comparison.statusChanges.prefix(maxRows) {
                out.append(
                    "| \(MarkdownReportRenderer.ruleLink(change.rule)) | \(text.status(change.old.rawValue)) | \(text.status(change.new.rawValue)) |")
            }
            if comparison.statusChanges.count > maxRows { out += ["", words("baseline.more-rules", "count", comparison.statusChanges.count - maxRows)] }
        }
        let (added, removed, changed) = (comparison.casesAdded, comparison.casesRemoved, comparison.casesChanged)
        if !(added.isEmpty && removed.isEmpty && changed.isEmpty) {
            out += ["", words("baseline.cases", ["added": "\(added.count)", "removed": "\(removed.count)", "changed": "\(changed.count)"]) + "."]
            if !changed.isEmpty {
                out += ["", "| \(words("baseline.column.case")) \(heads)", "|---|---|---|"]
                for change in changed.prefix(maxRows) {
                    out.append("| \(MarkupEscaping.markdownText(change.id)) | \(text.status(change.old.rawValue)) | \(text.status(change.new.rawValue)) |")
                }
                if changed.count > maxRows { out += ["", words("baseline.more-cases", "count", changed.count - maxRows)] }
            }
            if !added.isEmpty { out += ["", "\(words("baseline.added")): " + listed(added, text: text)] }
            if !removed.isEmpty { out += ["", "\(words("baseline.removed")): " + listed(removed, text: text)] }
        }
        return out
    }

    private static func links(_ ids: [String], text: ReportText) -> String {
        guard !ids.isEmpty else { return "" }
        let shown = ids.prefix(MarkdownReportRenderer.maxListedRules).map(MarkdownReportRenderer.ruleLink).joined(separator: ", ")
        return ": " + shown + text.more(ids.count - MarkdownReportRenderer.maxListedRules)
    }

    private static func listed(_ ids: [String], text: ReportText) -> String {
        ids.prefix(maxRows).map { MarkupEscaping.markdownText($0) }.joined(separator: ", ") + text.more(ids.count - maxRows)
    }
}
