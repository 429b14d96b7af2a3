import LifecycleConformance
import LifecycleSpec

/// `index.html`: one self-contained page (inline CSS, JS and SVG; nothing fetched). Verdict
/// first, then counts per level, failures, the state diagram, per-section coverage and the
/// filterable rule list.
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
        out += failureList(report)
        out += otherFailures(report)
        out.append("<h2 id=\"diagram\">State transitions</h2>")
        out.append(
            "<p class=\"muted\">Generated from <code>spec/tables/transitions.json</code>: one arrow per distinct from → to pair, labelled with "
                + "its triggers. Hover an arrow for its table rows.</p>")
        out.append(SVGStateDiagram.render(report.stateDiagram))
        out += HTMLSectionTable.render(report)
        out += HTMLRuleList.render(report)
        out += ["</main>", "<script>", HTMLAssets.script, "</script>", "</body>", "</html>"]
        return out.joined(separator: "\n") + "\n"
    }

    static func escape(_ text: String) -> String { MarkupEscaping.xml(text) }

    static func badge(_ status: String) -> String {
        "<span class=\"badge status-\(escape(status))\">\(escape(status))</span>"
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
            "</section>",
        ]
    }

    private static func levelTable(_ summary: ReportSummary) -> [String] {
        var out = [
            "<h2 id=\"levels\">Rules per level</h2>", "<table>",
            "<tr><th>level</th><th class=\"n\">rules</th><th class=\"n\">passed</th><th class=\"n\">failed</th><th class=\"n\">untested</th>"
                + "<th class=\"n\">not applicable</th><th class=\"n\">attested pass</th><th class=\"n\">attested fail</th>"
                + "<th class=\"n\">manual, unreviewed</th><th class=\"n\">informative</th></tr>",
        ]
        for counts in summary.levels {
            let cells = [
                counts.passed, counts.failed, counts.untested, counts.notApplicable, counts.attestedPass, counts.attestedFail, counts.manual,
                counts.informative,
            ]
            let failing = counts.level == .required
            let numbers = cells.enumerated().map { index, value in
                let bad = failing && (index == 1 || index == 2 || index == 5) && value > 0
                return "<td class=\"n\(value == 0 ? " zero" : "")\(bad ? " bad" : "")\">\(value)</td>"
            }
            out.append("<tr><td>\(counts.level.rawValue)</td><td class=\"n\">\(counts.total)</td>\(numbers.joined())</tr>")
        }
        out.append("</table>")
        return out
    }

    private static func otherFailures(_ report: ConformanceReport) -> [String] {
        let tests = report.failedTestsOutsideRules
        guard !tests.isEmpty else { return [] }
        var out = [
            "<h2 id=\"other-failures\">Failing tests charged to no rule (\(tests.count))</h2>", "<p class=\"muted\">They do not change the verdict.</p>",
        ]
        for test in tests {
            out.append(
                "<details class=\"failure\"><summary><code>\(escape(test.id))</code> \(escape(test.name))</summary>"
                    + "<pre>\(escape(test.messages.joined(separator: "\n\n")))</pre></details>")
        }
        return out
    }

    private static func failureList(_ report: ConformanceReport) -> [String] {
        let failed = report.failedRules
        guard !failed.isEmpty else { return [] }
        var out = ["<h2 id=\"failures\">Failures (\(failed.count) rules)</h2>", "<ul>"]
        for rule in failed {
            let tests = rule.failures.map { "<code>\(escape($0.test))</code>" }.joined(separator: ", ")
            out.append(
                "<li><a href=\"#rule-\(escape(rule.id))\"><code>\(escape(rule.id))</code></a> (\(rule.level.rawValue)) \(escape(rule.statement)) "
                    + "<span class=\"muted\">— failed in \(tests)</span></li>")
        }
        out.append("</ul>")
        return out
    }
}
