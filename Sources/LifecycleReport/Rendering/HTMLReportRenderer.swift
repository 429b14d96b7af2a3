import LifecycleConformance
import LifecycleSpec

/// `index.html`: one self-contained page (inline CSS, JS and SVG; nothing fetched, and
/// everything readable without scripts). Verdict first, then counts per level, the
/// comparison with a baseline, the failures (rules, then one entry per failing case), the
/// state diagrams, per-section coverage and the filterable rule list.
enum HTMLReportRenderer {
    static func render(_ report: ConformanceReport, text: ReportText = .english) -> String {
        let implementation = report.implementation
        let title = text.words("page.title", "name", implementation.name)
        var out = [
            "<!DOCTYPE html>", "<html lang=\"\(text.languageCode)\">", "<head>", "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">", "<title>\(escape(title))</title>",
            "<style>", HTMLAssets.style, "</style>", "</head>", "<body>", "<main>",
        ]
        out += verdict(report, text: text)
        out += levelTable(report.summary, text: text)
        if let baseline = report.baseline { out += HTMLBaseline.render(baseline, rules: report.rules, text: text) }
        out += HTMLFailures.render(report, text: text)
        out += HTMLDiagrams.render(report.stateDiagrams, text: text)
        out += HTMLSectionTable.render(report, text: text)
        out += HTMLRuleList.render(report, text: text)
        out += ["</main>", "<script>", HTMLAssets.script, "</script>", "</body>", "</html>"]
        return out.joined(separator: "\n") + "\n"
    }

    static func escape(_ text: String) -> String { MarkupEscaping.xml(text) }

    static func badge(_ status: String, text: ReportText = .english) -> String { StatusLabel.badge(status, text: text) }

    /// A link to a rule's entry in the rule list.
    static func ruleLink(_ id: String) -> String {
        "<a href=\"#\(escape(id))\"><code>\(escape(id))</code></a>"
    }

    private static func verdict(_ report: ConformanceReport, text: ReportText) -> [String] {
        let summary = report.summary
        let implementation = report.implementation
        let words = text.words
        let conforms = summary.verdict == .conforms
        let required = summary.counts(for: .required)
        let headline = words(conforms ? "page.verdict.headline.conforms" : "page.verdict.headline.does-not-conform")
        let outcome =
            conforms
            ? words("page.verdict.outcome.conforms", ["passed": "\(required.passed)", "notApplicable": "\(required.notApplicable)"])
            : words(
                "page.verdict.outcome.fails",
                ["failed": "\(required.failed)", "untested": "\(required.untested)", "attestedFail": "\(required.attestedFail)"])
        let attestedCount = required.attestedPass + required.attestedFail
        let attested = attestedCount > 0 ? words("page.verdict.attested", "count", attestedCount) : ""
        let detail = outcome + attested + (required.manual > 0 ? words("page.verdict.manual", "count", required.manual) : "")
        let about = words(
            "page.verdict.implementation",
            [
                "name": escape(implementation.name), "version": escape(implementation.version), "adapter": escape(implementation.adapter),
                "tests": "\(summary.testCount)", "failed": "\(summary.failedTestCount)", "origin": escape(report.origin),
            ])
        return [
            "<section class=\"verdict \(summary.verdict.rawValue)\" id=\"verdict\">",
            "<div class=\"big\">\(headline): \(escape(implementation.name))</div>",
            "<p>\(words("page.verdict.code", ["verdict": summary.verdict.rawValue, "detail": detail]))</p>",
            "<p>\(about)</p>",
            "<p class=\"provenance\">\(escape(ReportProvenance.text(report, words: words)))</p>",
            "</section>",
        ]
    }

    /// The statuses of the level table, in column order.
    static let levelColumns: [RuleStatus] = [.passed, .failed, .untested, .notApplicable, .attestedPass, .attestedFail, .manual, .informative]

    /// Counts per level; on a narrow screen each level becomes a card of counts, each with
    /// its status badge (hidden on a wide screen, where the column heads carry it).
    private static func levelTable(_ summary: ReportSummary, text: ReportText) -> [String] {
        let headers = levelColumns.map { "<th class=\"n\">\(badge($0.rawValue, text: text))</th>" }.joined()
        let rules = text.words("page.levels.rules")
        var out = [
            "<h2 id=\"levels\">\(text.words("page.levels.heading"))</h2>", "<table class=\"levels\">",
            "<thead><tr><th>\(text.words("page.levels.level"))</th><th class=\"n\">\(rules)</th>\(headers)</tr></thead><tbody>",
        ]
        for counts in summary.levels {
            let failing = counts.level == .required
            let numbers = levelColumns.map { status in
                let value = count(status, in: counts)
                let bad = failing && (status == .failed || status == .untested || status == .attestedFail) && value > 0
                return
                    "<td class=\"n\(value == 0 ? " zero" : "")\(bad ? " bad" : "")\"><span class=\"cell-label\">\(badge(status.rawValue, text: text))</span>\(value)</td>"
            }
            out.append(
                "<tr><th scope=\"row\" class=\"level\">\(text.level(counts.level))</th><td class=\"n\"><span class=\"cell-label\">\(rules)</span>\(counts.total)</td>"
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
