/// The failures of `index.html`: the failed rules, each with the cases charged to it, then
/// one entry per failing case with everything needed to act on it, then the failing tests
/// charged to no rule.
enum HTMLFailures {
    static func render(_ report: ConformanceReport) -> [String] {
        let failedRules = report.failedRules
        let failing = report.tests.filter { $0.status == .failed }
        guard !failing.isEmpty || !failedRules.isEmpty else { return [] }
        let rules = Dictionary(report.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let charged = failing.filter { !$0.failedRuleIDs.isEmpty }
        var out = ["<h2 id=\"failures\">Failures: \(failedRules.count) rules in \(charged.count) cases</h2>"]
        if !failedRules.isEmpty {
            out.append("<div class=\"wide\"><table class=\"failed-rules stack\">")
            out.append("<thead><tr><th>rule</th><th>level</th><th>statement</th><th>charged in</th></tr></thead><tbody>")
            for rule in failedRules {
                let cases = rule.failures.map { CaseAnchor.link($0.test) }.joined(separator: " ")
                out.append(
                    "<tr><td>\(HTMLReportRenderer.ruleLink(rule.id))</td><td>\(rule.level.rawValue)</td><td class=\"block\">\(CodeSpans.html(rule.statement))</td>"
                        + "<td class=\"block\" data-label=\"charged in\">\(cases)</td></tr>")
            }
            out.append("</tbody></table></div>")
        }
        if !charged.isEmpty {
            out.append("<h3 id=\"failing-cases\">Failing cases (\(charged.count))</h3>")
            out.append(
                "<p class=\"muted\">Each case once, with its configuration, stimuli, every failed check and the rules it charges, and the commands that replay it.</p>"
            )
            out += charged.enumerated().map { index, test in HTMLCaseEntry.render(test, rules: rules, open: index == 0) }
        }
        let unassigned = report.failedTestsOutsideRules
        if !unassigned.isEmpty {
            out.append("<h3 id=\"other-failures\">Failing tests charged to no rule (\(unassigned.count))</h3>")
            out.append("<p class=\"muted\">They do not change the verdict.</p>")
            out += unassigned.map { HTMLCaseEntry.render($0, rules: rules) }
        }
        return out
    }
}
