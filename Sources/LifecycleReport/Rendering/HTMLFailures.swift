/// The failures of `index.html`: the failed rules, each with the cases charged to it (and
/// its original passage, when a copy of the documents was given), then one entry per
/// failing case with everything needed to act on it, then the failing tests charged to no rule.
enum HTMLFailures {
    static func render(_ report: ConformanceReport, text: ReportText = .english) -> [String] {
        let failedRules = report.failedRules
        let failing = report.tests.filter { $0.status == .failed }
        guard !failing.isEmpty || !failedRules.isEmpty else { return [] }
        let words = text.words
        let rules = Dictionary(report.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let charged = failing.filter { !$0.failedRuleIDs.isEmpty }
        var out = ["<h2 id=\"failures\">\(words("failures.heading", ["rules": "\(failedRules.count)", "cases": "\(charged.count)"]))</h2>"]
        if !failedRules.isEmpty {
            if let howTo = text.passageHowTo { out.append("<p class=\"muted seeds-how-to\">\(MarkupEscaping.xml(howTo))</p>") }
            let chargedIn = words("failures.charged-in")
            out.append("<div class=\"wide\"><table class=\"failed-rules stack\">")
            out.append(
                "<thead><tr><th>\(words("failures.rule"))</th><th>\(words("page.levels.level"))</th><th>\(words("failures.statement"))</th>"
                    + "<th>\(chargedIn)</th></tr></thead><tbody>")
            for rule in failedRules {
                let cases = rule.failures.map { CaseAnchor.link($0.test) }.joined(separator: " ")
                let statement = text.statementHTML(rule.id, english: rule.statement) + (text.passageHTML(rule.id) ?? "")
                out.append(
                    "<tr><td>\(HTMLReportRenderer.ruleLink(rule.id))</td><td>\(text.level(rule.level))</td><td class=\"block\">\(statement)</td>"
                        + "<td class=\"block\" data-label=\"\(chargedIn)\">\(cases)</td></tr>")
            }
            out.append("</tbody></table></div>")
        }
        if !charged.isEmpty {
            out.append("<h3 id=\"failing-cases\">\(words("failures.cases.heading", "count", charged.count))</h3>")
            out.append("<p class=\"muted\">\(words("failures.cases.intro"))</p>")
            out += charged.enumerated().map { index, test in HTMLCaseEntry.render(test, rules: rules, open: index == 0, text: text) }
        }
        let unassigned = report.failedTestsOutsideRules
        if !unassigned.isEmpty {
            out.append("<h3 id=\"other-failures\">\(words("failures.other.heading", "count", unassigned.count))</h3>")
            out.append("<p class=\"muted\">\(words("failures.other.note"))</p>")
            out += unassigned.map { HTMLCaseEntry.render($0, rules: rules, text: text) }
        }
        return out
    }
}
