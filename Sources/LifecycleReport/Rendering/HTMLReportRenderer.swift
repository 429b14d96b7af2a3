import LifecycleConformance
import LifecycleSpec

/// `index.html`: one self-contained page (inline CSS, JS and SVG; nothing fetched, and
/// everything readable without scripts). Verdict first, then counts per level, the
/// comparison with a baseline, the failures (rules, then one entry per failing case), the
/// state diagrams, per-section coverage and the filterable rule list.
enum HTMLReportRenderer {
    static func render(_ report: ConformanceReport) -> String {
        let implementation = report.implementation
        let title = "LifecycleKit conformance report: \(implementation.name)"
        var out = [
            "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">", "<title>\(escape(title))</title>",
            "<style>", HTMLAssets.style, "</style>", "</head>", "<body>", "<main>",
        ]
        out += verdict(report)
        out += levelTable(report.summary)
        if let baseline = report.baseline { out += HTMLBaseline.render(baseline, rules: report.rules) }
        out += HTMLFailures.render(report)
        out += HTMLDiagrams.render(report.stateDiagrams)
        out += HTMLSectionTable.render(report)
        out += HTMLRuleList.render(report)
        out += ["</main>", "<script>", HTMLAssets.script, "</script>", "</body>", "</html>"]
        return out.joined(separator: "\n") + "\n"
    }

    static func escape(_ text: String) -> String { MarkupEscaping.xml(text) }

    static func badge(_ status: String) -> String { StatusLabel.badge(status) }

    /// A link to a rule's entry in the rule list.
    static func ruleLink(_ id: String) -> String {
        "<a href=\"#\(escape(id))\"><code>\(escape(id))</code></a>"
    }

    private static func verdict(_ report: ConformanceReport) -> [String] {
        let summary = report.summary
        let implementation = report.implementation
        let conforms = summary.verdict == .conforms
        let required = summary.counts(for: .required)
        let headline = conforms ? "Conforms" : "Does not conform"
        let outcome =
            conforms
            ? "Every applicable required rule passed (\(required.passed) passed, \(required.notApplicable) not applicable)."
            : "\(required.failed) required rules failed, \(required.untested) went untested and \(required.attestedFail) were attested to fail."
        let attested =
            required.attestedPass + required.attestedFail > 0 ? " Reviewers attested \(required.attestedPass + required.attestedFail) required rules." : ""
        let detail = outcome + attested + (required.manual > 0 ? " \(required.manual) required rules need a manual check and are unreviewed." : "")
        return [
            "<section class=\"verdict \(summary.verdict.rawValue)\" id=\"verdict\">",
            "<div class=\"big\">\(headline): \(escape(implementation.name))</div>",
            "<p>Verdict <code>\(summary.verdict.rawValue)</code>. \(detail)</p>",
            "<p>Implementation \(escape(implementation.name)) \(escape(implementation.version)), adapter \(escape(implementation.adapter)); "
                + "\(summary.testCount) tests, \(summary.failedTestCount) failed; results \(escape(report.origin)).</p>",
            "<p class=\"provenance\">\(escape(ReportProvenance.text(report)))</p>",
            "</section>",
        ]
    }

    /// The statuses of the level table, in column order.
    static let levelColumns: [RuleStatus] = [.passed, .failed, .untested, .notApplicable, .attestedPass, .attestedFail, .manual, .informative]

    /// Counts per level; on a narrow screen each level becomes a card of counts, each with
    /// its status badge (hidden on a wide screen, where the column heads carry it).
    private static func levelTable(_ summary: ReportSummary) -> [String] {
        let headers = levelColumns.map { "<th class=\"n\">\(badge($0.rawValue))</th>" }.joined()
        var out = [
            "<h2 id=\"levels\">Rules per level</h2>", "<table class=\"levels\">",
            "<thead><tr><th>level</th><th class=\"n\">rules</th>\(headers)</tr></thead><tbody>",
        ]
        for counts in summary.levels {
            let failing = counts.level == .required
            let numbers = levelColumns.map { status in
                let value = count(status, in: counts)
                let bad = failing && (status == .failed || status == .untested || status == .attestedFail) && value > 0
                return
                    "<td class=\"n\(value == 0 ? " zero" : "")\(bad ? " bad" : "")\"><span class=\"cell-label\">\(badge(status.rawValue))</span>\(value)</td>"
            }
            out.append(
                "<tr><th scope=\"row\" class=\"level\">\(counts.level.rawValue)</th><td class=\"n\"><span class=\"cell-label\">rules</span>\(counts.total)</td>"
                    + "\(numbers.joined())</tr>")
        }
        out.append("</tbody></table>")
        return out
    }

    static func count(_ status: RuleStatus, in counts: LevelCounts) -> Int {
        switch status {
        case .passed: counts.passed
        case .failed: counts.failed
        case .untested: counts.untested
        case .notApplicable: counts.notApplicable
        case .attestedPass: counts.attestedPass
        case .attestedFail: counts.attestedFail
        case .manual: counts.manual
        case .informative: counts.informative
        }
    }
}
