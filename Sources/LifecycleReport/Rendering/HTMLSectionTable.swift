/// The per-section coverage table of `index.html`: every section that states rules, grouped
/// by source document, with how many of its rules a test covers, passed and failed.
enum HTMLSectionTable {
    static func render(_ report: ConformanceReport) -> [String] {
        var out = [
            "<h2 id=\"sections\">Coverage per section</h2>",
            "<p class=\"muted\">Rules stated directly in each section; <em>covered</em> means at least one test names the rule. "
                + "Click a section to list its rules below.</p>",
            "<div class=\"scroll\"><table class=\"coverage\">",
            "<thead><tr><th>section</th><th class=\"n\">rules</th><th class=\"n\">covered</th><th class=\"n\">passed</th><th class=\"n\">failed</th>"
                + "<th>coverage</th></tr></thead>",
        ]
        var currentSource: String?
        let stated = report.sections.filter { $0.ruleCount > 0 }
        for section in stated {
            let source = section.path.first ?? section.id
            if source != currentSource {
                currentSource = source
                let members = stated.filter { ($0.path.first ?? $0.id) == source }
                out.append(row(title: source, id: nil, depth: 0, counts: totals(members), sourceRow: true))
            }
            let counts = (section.ruleCount, section.coveredCount, section.passedCount, section.failedCount)
            out.append(row(title: section.title, id: section.id, depth: section.depth, counts: counts, sourceRow: false))
        }
        out.append("</table></div>")
        return out
    }

    private static func totals(_ sections: [SectionEntry]) -> (Int, Int, Int, Int) {
        sections.reduce((0, 0, 0, 0)) { sum, section in
            (sum.0 + section.ruleCount, sum.1 + section.coveredCount, sum.2 + section.passedCount, sum.3 + section.failedCount)
        }
    }

    private static func row(title: String, id: String?, depth: Int, counts: (Int, Int, Int, Int), sourceRow: Bool) -> String {
        let (rules, covered, passed, failed) = counts
        let name: String
        if let id {
            let indent = max(0, depth - 1) * 14
            name =
                "<td style=\"padding-left:\(9 + indent)px\"><a href=\"#rules\" data-show-section=\"\(HTMLReportRenderer.escape(id))\" "
                + "title=\"\(HTMLReportRenderer.escape(id))\">\(HTMLReportRenderer.escape(title))</a></td>"
        } else {
            name = "<td>\(HTMLReportRenderer.escape(title))</td>"
        }
        let percent = { (value: Int) in rules == 0 ? 0 : Double(value) * 100 / Double(rules) }
        let bar =
            "<div class=\"bar\" title=\"\(covered) of \(rules) covered\"><span class=\"p\" style=\"width:\(percent(passed))%\"></span>"
            + "<span class=\"f\" style=\"width:\(percent(failed))%\"></span><span class=\"c\" style=\"width:\(percent(max(0, covered - passed - failed)))%\"></span></div>"
        let cells = [rules, covered, passed, failed].enumerated().map { index, value in
            "<td class=\"n\(value == 0 ? " zero" : "")\(index == 3 && value > 0 ? " bad" : "")\">\(value)</td>"
        }
        return "<tr\(sourceRow ? " class=\"source\"" : "")>\(name)\(cells.joined())<td>\(bar)</td></tr>"
    }
}
