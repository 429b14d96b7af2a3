import LifecycleText

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

    static func render(_ report: ConformanceReport, text: ReportText = .english) -> [String] {
        let failed = report.failedRules
        guard !failed.isEmpty else { return [] }
        let words = text.words
        let charged = report.tests.filter { !$0.failedRuleIDs.isEmpty }
        let heads = [words("failures.rule"), words("page.levels.level"), words("failures.charged-in")]
        var out = ["", "## " + words("failures.heading", ["rules": "\(failed.count)", "cases": "\(charged.count)"]), ""]
        if let howTo = text.passageHowTo { out += [howTo, ""] }
        out += ["| \(heads.joined(separator: " | ")) |", "|---|---|---|"]
        for rule in failed {
            let cases = rule.failures.map { caseLink($0.test) }.joined(separator: ", ")
            out.append("| \(MarkdownReportRenderer.ruleLink(rule.id)) | \(text.level(rule.level)) | \(cases) |")
        }
        out += statements(failed, text: text)
        let rules = Dictionary(report.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var detailed = 0
        var used = 0
        for test in charged.prefix(maxDetailedCases) {
            let lines = entry(test, rules: rules, text: text)
            let size = lines.reduce(0) { $0 + $1.count + 1 }
            guard used + size <= detailBudget || detailed == 0 else { break }
            out += lines
            used += size
            detailed += 1
        }
        if charged.count > detailed {
            let rest = charged.dropFirst(detailed).map { caseLink($0.id) }.joined(separator: ", ")
            out += ["", words("failures.more-cases", ["count": "\(charged.count - detailed)", "cases": rest])]
        }
        return out
    }

    /// A case id linked to its entry in `index.html`: `` [`LAUNCH-001`](index.html#case-LAUNCH-001) ``.
    static func caseLink(_ id: String) -> String {
        let plain = id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == ".") }
        return "[\(plain ? "`\(id)`" : MarkupEscaping.markdownText(id))](index.html#\(CaseAnchor.id(id)))"
    }

    private static func entry(_ test: TestEntry, rules: [String: RuleEntry], text: ReportText) -> [String] {
        let words = text.words
        let explanation = test.failure
        let title = words.text(explanation?.title ?? test.name)
        let ruleCount = test.failedRuleIDs.count == 1 ? words("case.one-rule") : words("case.rules", "count", test.failedRuleIDs.count)
        var out = ["", "<details><summary><code>\(MarkupEscaping.xml(test.id))</code> \(MarkupEscaping.xml(title)) (\(ruleCount))</summary>", ""]
        var facts: [String] = []
        if let source = explanation?.source { facts.append("`\(source)`") }
        if let testID = test.testID { facts.append("\(words("case.test")) \(MarkupEscaping.markdownText(testID))") }
        if let configuration = explanation?.configuration(in: words) { facts.append(MarkupEscaping.markdownCell(configuration)) }
        if let app = explanation?.referenceApp, !app.isEmpty {
            facts.append("\(words("case.reference-app")): \(MarkupEscaping.markdownCell(app.joined(separator: "; ")))")
        }
        if let explanation {
            let stimuli = explanation.stimuli.isEmpty ? words("case.none") : explanation.stimuli.joined(separator: ", ")
            let setup = explanation.setup.isEmpty ? "" : words("case.after-setup", "setup", explanation.setup.joined(separator: ", "))
            facts.append("\(words("case.stimuli")): \(MarkupEscaping.markdownCell(stimuli + setup))")
        }
        if let interruption = test.interruption { facts.append("**\(MarkupEscaping.markdownCell(interruption))**") }
        if !facts.isEmpty { out += [facts.joined(separator: " · "), ""] }
        if let explanation, !explanation.checks.isEmpty {
            for check in explanation.checks {
                let values = [
                    "check": MarkupEscaping.markdownCell(words.text(check.summary)), "place": "\(explanation.sourceFile ?? ""):\(check.line)",
                    "clauses": check.clauses.map(words.text).joined(separator: ", "),
                ]
                out.append(words("case.check.markdown", values))
                out += chargedRules(check.ruleIDs, rules: rules, indent: "  ", text: text)
                out += fenced(check.messages.map(words.text), indent: "  ", words: words)
            }
        } else {
            out += chargedRules(test.failedRuleIDs, rules: rules, indent: "", text: text)
            out += [""] + fenced(test.messages.map(words.text), indent: "", words: words)
        }
        if let hint = test.hint { out += [words("case.hint", "hint", MarkupEscaping.markdownCell(words.text(hint)))] }
        if let replay = explanation?.replay {
            let again = replay.runAgain.map { words("case.replay.markdown-again", "command", $0) } ?? ""
            out += ["", words("case.replay.markdown", "command", replay.onReference) + again]
        }
        out += ["", "</details>"]
        return out
    }

    private static func chargedRules(_ ids: [String], rules: [String: RuleEntry], indent: String, text: ReportText) -> [String] {
        guard !ids.isEmpty else { return ["\(indent)- \(text.words("case.check.no-rule-markdown"))"] }
        return ids.map { id in
            let rule = rules[id]
            let level = rule.map { text.level($0.level) } ?? "?"
            return "\(indent)- \(MarkdownReportRenderer.ruleLink(id)) (\(level)): \(text.statementMarkdown(id, english: rule?.statement ?? ""))"
        }
    }

    /// The failed rules' statements in the report's language, each with its original passage,
    /// when the language is not English or a copy of the documents was given.
    private static func statements(_ failed: [RuleEntry], text: ReportText) -> [String] {
        guard text.words.language != .english || text.passages != nil else { return [] }
        var out = [""]
        for rule in failed {
            out.append("- \(MarkdownReportRenderer.ruleLink(rule.id)): \(text.statementMarkdown(rule.id, english: rule.statement))")
            out += text.passageMarkdown(rule.id, indent: "  ")
        }
        return out
    }

    /// Messages in a ```text block, cut at `maxMessageLines`.
    private static func fenced(_ messages: [String], indent: String, words: Words) -> [String] {
        let lines = messages.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        var out = ["", "\(indent)```text"]
        out += lines.prefix(maxMessageLines).map { indent + String($0.replacing("```", with: "'''")) }
        if lines.count > maxMessageLines { out.append(indent + words("failures.more-lines", "count", lines.count - maxMessageLines)) }
        out += ["\(indent)```", ""]
        return out
    }
}
