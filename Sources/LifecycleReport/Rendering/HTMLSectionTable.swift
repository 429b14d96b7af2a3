import LifecycleText

/// The per-section coverage table of `index.html`: every section that states rules, grouped
/// by source document, with how many of its rules a test covers, passed and failed.
enum HTMLSectionTable {
    static func render(_ report: ConformanceReport, text: ReportText = .english) -> [String] {
        let words = text.words
        let heads = [words("page.levels.rules"), words("page.sections.covered"), text.status("passed"), text.status("failed")]
        var out = [
            "<h2 id=\"sections\">\(words("page.sections.heading"))</h2>",
            "<p class=\"muted\">\(words("page.sections.intro"))</p>",
            "<div class=\"scroll\"><table class=\"coverage\">",
            "<thead><tr><th>\(words("page.sections.section"))</th>\(heads.map { "<th class=\"n\">\($0)</th>" }.joined())"
                + "<th>\(words("page.sections.coverage"))</th></tr></thead>",
        ]
        var currentSource: String?
        let stated = report.sections.filter { $0.ruleCount > 0 }
        for section in stated {
            let source = section.path.first ?? section.id
            if source != currentSource {
                currentSource = source
                let members = stated.filter { ($0.path.first ?? $0.id) == source }
                out.append(row(title: source, id: nil, depth: 0, counts: totals(members), sourceRow: true, words: words))
            }
            let counts = (section.ruleCount, section.coveredCount, section.passedCount, section.failedCount)
            out.append(row(title: section.title, id: section.id, depth: section.depth, counts: counts, sourceRow: false, words: words))
        }
        out.append("</table></div>")
        return out
    }

    private static func totals(_ sections: [SectionEntry]) -> (Int, Int, Int, Int) {
        sections.reduce((0, 0, 0, 0)) { sum, section in
            (sum.0 + section.ruleCount, sum.1 + section.coveredCount, sum.2 + section.passedCount, sum.3 + section.failedCount)
        }
    }

    private static func row(title: String, id: String?, depth: Int, counts: (Int, Int, Int, Int), sourceRow: Bool, words: Words) -> String {
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
            "<div class=\"bar\" title=\"\(words("page.sections.bar", ["covered": "\(covered)", "rules": "\(rules)"]))\"><span class=\"p\" style=\"width:\(percent(passed))%\"></span>"
            + "<span class=\"f\" style=\"width:\(percent(failed))%\"></span><span class=\"c\" style=\"width:\(percent(max(0, covered - passed - failed)))%\"></span></div>"
        let cells = [rules, covered, passed, failed].enumerated().map { index, value in
            "<td class=\"n\(value == 0 ? " zero" : "")\(index == 3 && value > 0 ? " bad" : "")\">\(value)</td>"
        }
        return "<tr\(sourceRow ? " class=\"source\"" : "")>\(name)\(cells.joined())<td>\(bar)</td></tr>"
    }
}
