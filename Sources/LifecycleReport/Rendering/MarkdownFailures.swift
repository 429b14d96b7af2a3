/// The failures of `report.md`: a table of the failed rules with the cases charged to each,
/// then each failing case once, folded, with its source, configuration, stimuli, each failed
/// check with the rules it charges and its counterexample, the hint and the replay commands.
enum MarkdownFailures {
    /// Cases shown in full; the others are listed by id and left to `index.html`.
    static let maxDetailedCases = 25
    /// Characters of case entries after which the remaining cases are only listed, so
    /// `report.md` stays within what a pull request comment holds (65,536 characters).
    static let detailBudget = 40_000
    /// Lines of a failure's messages shown; `report.json` and `index.html` hold all.
    static let maxMessageLines = 40

    static func render(_ report: ConformanceReport) -> [String] {
        let failed = report.failedRules
        guard !failed.isEmpty else { return [] }
        let charged = report.tests.filter { !$0.failedRuleIDs.isEmpty }
        var out = ["", "## Failures: \(failed.count) rules in \(charged.count) cases", "", "| rule | level | charged in |", "|---|---|---|"]
        for rule in failed {
            let cases = rule.failures.map { caseLink($0.test) }.joined(separator: ", ")
            out.append("| \(MarkdownReportRenderer.ruleLink(rule.id)) | \(rule.level.rawValue) | \(cases) |")
        }
        let rules = Dictionary(report.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var detailed = 0
        var used = 0
        for test in charged.prefix(maxDetailedCases) {
            let lines = entry(test, rules: rules)
            let size = lines.reduce(0) { $0 + $1.count + 1 }
            guard used + size <= detailBudget || detailed == 0 else { break }
            out += lines
            used += size
            detailed += 1
        }
        if charged.count > detailed {
            let rest = charged.dropFirst(detailed).map { caseLink($0.id) }.joined(separator: ", ")
            out += ["", "\(charged.count - detailed) more failing cases are explained in `index.html`: \(rest)"]
        }
        return out
    }

    /// A case id linked to its entry in `index.html`: `` [`LAUNCH-001`](index.html#case-LAUNCH-001) ``.
    static func caseLink(_ id: String) -> String {
        let plain = id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") }
        return "[\(plain ? "`\(id)`" : MarkupEscaping.markdownText(id))](index.html#\(CaseAnchor.id(id)))"
    }

    private static func entry(_ test: TestEntry, rules: [String: RuleEntry]) -> [String] {
        let explanation = test.failure
        let title = explanation?.title ?? test.name
        let ruleCount = test.failedRuleIDs.count == 1 ? "1 rule" : "\(test.failedRuleIDs.count) rules"
        var out = ["", "<details><summary><code>\(MarkupEscaping.xml(test.id))</code> \(MarkupEscaping.xml(title)) (\(ruleCount))</summary>", ""]
        var facts: [String] = []
        if let source = explanation?.source { facts.append("`\(source)`") }
        if let testID = test.testID { facts.append("test \(MarkupEscaping.markdownText(testID))") }
        if let configuration = explanation?.configuration { facts.append(MarkupEscaping.markdownCell(configuration)) }
        if let app = explanation?.referenceApp, !app.isEmpty { facts.append("reference app: \(MarkupEscaping.markdownCell(app.joined(separator: "; ")))") }
        if let explanation {
            let stimuli = explanation.stimuli.isEmpty ? "(none)" : explanation.stimuli.joined(separator: ", ")
            let setup = explanation.setup.isEmpty ? "" : " (after setup: \(explanation.setup.joined(separator: ", ")))"
            facts.append("stimuli: \(MarkupEscaping.markdownCell(stimuli + setup))")
        }
        if let interruption = test.interruption { facts.append("**\(MarkupEscaping.markdownCell(interruption))**") }
        if !facts.isEmpty { out += [facts.joined(separator: " · "), ""] }
        if let explanation, !explanation.checks.isEmpty {
            for check in explanation.checks {
                let location = "`\(explanation.sourceFile ?? ""):\(check.line)`, contract \(check.clauses.joined(separator: ", "))"
                out.append("- ✗ check *\(MarkupEscaping.markdownCell(check.summary))* (\(location))")
                out += chargedRules(check.ruleIDs, rules: rules, indent: "  ")
                out += fenced(check.messages, indent: "  ")
            }
        } else {
            out += chargedRules(test.failedRuleIDs, rules: rules, indent: "")
            out += [""] + fenced(test.messages, indent: "")
        }
        if let hint = test.hint { out += ["If this fails, \(MarkupEscaping.markdownCell(hint))"] }
        if let replay = explanation?.replay {
            let again = replay.runAgain.map { " · run it again: `\($0)`" } ?? ""
            out += ["", "Replay on the reference: `\(replay.onReference)`\(again)"]
        }
        out += ["", "</details>"]
        return out
    }

    private static func chargedRules(_ ids: [String], rules: [String: RuleEntry], indent: String) -> [String] {
        guard !ids.isEmpty else { return ["\(indent)- charged to no rule (nothing it checks fell due)"] }
        return ids.map { id in
            let rule = rules[id]
            return "\(indent)- \(MarkdownReportRenderer.ruleLink(id)) (\(rule?.level.rawValue ?? "?")): \(MarkupEscaping.markdownCell(rule?.statement ?? ""))"
        }
    }

    /// Messages in a ```text block, cut at `maxMessageLines`.
    private static func fenced(_ messages: [String], indent: String) -> [String] {
        let lines = messages.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        var out = ["", "\(indent)```text"]
        out += lines.prefix(maxMessageLines).map { indent + String($0.replacing("```", with: "'''")) }
        if lines.count > maxMessageLines { out.append("\(indent)… \(lines.count - maxMessageLines) more lines in report.json and index.html") }
        out += ["\(indent)```", ""]
        return out
    }
}
