import LifecycleConformance

/// One failing case in `index.html`: a `<details>` (opens without scripts) with the case's
/// source, configuration, stimuli, each failed check with the rules it charges (linked to
/// the rule list) and its expected and observed traces, the hint and the replay commands.
enum HTMLCaseEntry {
    /// The entry of `test`; `open` unfolds it (the first failing case is shown unfolded).
    static func render(_ test: TestEntry, rules: [String: RuleEntry], open: Bool = false, text: ReportText = .english) -> String {
        let explanation = test.failure
        let words = text.words
        let title = words.text(explanation?.title ?? test.name)
        let charged = test.failedRuleIDs.map(HTMLReportRenderer.ruleLink).joined(separator: " ")
        var out = [
            "<details class=\"case\" id=\"\(CaseAnchor.id(test.id))\"\(open ? " open" : "")>",
            "<summary>\(StatusLabel.badge(test.status.rawValue, text: text)) <code>\(escape(test.id))</code><span class=\"text\">\(CodeSpans.html(title))</span>"
                + "<span class=\"tag\">\(test.failedRuleIDs.count == 1 ? words("case.one-rule") : words("case.rules", "count", test.failedRuleIDs.count))</span></summary>",
            "<div class=\"body\">",
        ]
        var facts: [(String, String)] = []
        if let source = explanation?.source { facts.append((words("case.written-at"), "<code>\(escape(source.description))</code>")) }
        if let adapter = explanation?.adapter { facts.append((words("case.adapter"), "<code>\(escape(adapter))</code>")) }
        if let testID = test.testID { facts.append((words("case.test"), "<code>\(escape(testID))</code>")) }
        if let configuration = explanation?.configuration(in: words) { facts.append((words("case.configuration"), escape(configuration))) }
        if let app = explanation?.referenceApp, !app.isEmpty { facts.append((words("case.reference-app"), escape(app.joined(separator: "; ")))) }
        if let setup = explanation?.setup, !setup.isEmpty { facts.append((words("case.setup"), escape(setup.joined(separator: ", ")))) }
        if let stimuli = explanation?.stimuli {
            facts.append((words("case.stimuli"), stimuli.isEmpty ? words("case.none") : escape(stimuli.joined(separator: ", "))))
        }
        if let interruption = test.interruption { facts.append((words("case.interrupted"), escape(interruption))) }
        if !charged.isEmpty { facts.append((words("case.charged-to"), charged)) }
        out.append("<dl class=\"facts\">" + facts.map { "<dt>\($0.0)</dt><dd>\($0.1)</dd>" }.joined() + "</dl>")
        if let explanation, !explanation.checks.isEmpty {
            for check in explanation.checks { out += self.check(check, file: explanation.sourceFile, rules: rules, text: text) }
        } else {
            out.append("<pre>\(escape(test.messages.map(words.text).joined(separator: "\n\n")))</pre>")
        }
        if let hint = test.hint { out.append("<p class=\"hint\">\(words("case.hint", "hint", CodeSpans.html(words.text(hint))))</p>") }
        if let replay = explanation?.replay {
            out.append("<h4>\(words("case.replay"))</h4>")
            let commands =
                [words("case.replay.on-reference"), replay.onReference] + (replay.runAgain.map { [words("case.replay.same-adapter"), $0] } ?? [])
            out.append("<pre class=\"commands\">\(escape(commands.joined(separator: "\n")))</pre>")
        }
        out.append("</div></details>")
        return out.joined(separator: "\n")
    }

    private static func check(_ check: ExplainedCheck, file: String?, rules: [String: RuleEntry], text: ReportText) -> [String] {
        let words = text.words
        var out = [
            "<div class=\"check\">",
            "<h4>\(words("case.check.failed", "check", CodeSpans.html(words.text(check.summary))))</h4>",
            "<p class=\"meta\"><code>\(escape(file ?? "")):\(check.line)</code> · \(words("case.check.contract", "clauses", escape(check.clauses.map(words.text).joined(separator: ", "))))</p>",
        ]
        if check.ruleIDs.isEmpty {
            out.append("<p class=\"muted\">\(words("case.check.no-rule"))</p>")
        } else {
            let items = check.ruleIDs.map { id in
                let rule = rules[id]
                return "<li>\(HTMLReportRenderer.ruleLink(id)) <span class=\"muted\">\(rule.map { text.level($0.level) } ?? "")</span> "
                    + "\(text.statementHTML(id, english: rule?.statement ?? ""))</li>"
            }
            out.append("<ul class=\"charged\">\(items.joined())</ul>")
        }
        out.append("<pre>\(escape(check.messages.map(words.text).joined(separator: "\n")))</pre>")
        out.append("</div>")
        return out
    }

    private static func escape(_ text: String) -> String { MarkupEscaping.xml(text) }
}
