import LifecycleConformance
import LifecycleSpec

/// `report.md`: for a pull request. Verdict first, the counts per level, the failed rules
/// and each failing test with its counterexample (folded), the required rules nobody
/// tested, the state diagram.
enum MarkdownReportRenderer {
    static func render(_ report: ConformanceReport) -> String {
        var out: [String] = []
        let summary = report.summary
        let implementation = report.implementation
        let mark = summary.verdict == .conforms ? "✅" : "❌"
        let name = MarkupEscaping.markdownText(implementation.name)
        out.append("# \(mark) \(name) \(summary.verdict == .conforms ? "conforms" : "does not conform")")
        out.append("")
        out.append(
            "**Verdict: `\(summary.verdict.rawValue)`** — implementation \(name) \(MarkupEscaping.markdownText(implementation.version)), adapter "
                + "\(MarkupEscaping.markdownText(implementation.adapter)); \(summary.testCount) tests, \(summary.failedTestCount) failed (\(report.origin)).")
        out.append("")
        out.append("| level | rules | passed | failed | untested | not applicable | attested pass | attested fail | manual, unreviewed | informative |")
        out.append("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
        for counts in summary.levels {
            out.append(
                "| \(counts.level.rawValue) | \(counts.total) | \(counts.passed) | \(counts.failed) | \(counts.untested) | \(counts.notApplicable) | "
                    + "\(counts.attestedPass) | \(counts.attestedFail) | \(counts.manual) | \(counts.informative) |")
        }
        out += failures(report)
        out += otherFailures(report)
        out += attested(report)
        out += untested(report)
        out.append("")
        out.append("## State transitions")
        out.append("")
        out.append("Generated from `spec/tables/transitions.json`: one arrow per distinct from → to pair, labelled with its triggers.")
        out.append("")
        out.append("```mermaid")
        out.append(MermaidDiagram.render(report.stateDiagram))
        out.append("```")
        out.append("")
        out.append("Open `index.html` for the full report: every rule, per-section coverage and filters.")
        return out.joined(separator: "\n") + "\n"
    }

    /// The failed rules, then each failing test once, folded, with the rules charged to it
    /// and its counterexample (a test failing several rules is not repeated per rule).
    private static func failures(_ report: ConformanceReport) -> [String] {
        let failed = report.failedRules
        guard !failed.isEmpty else { return [] }
        let charged = report.tests.filter { !$0.failedRuleIDs.isEmpty }
        var out = ["", "## Failures: \(failed.count) rules in \(charged.count) tests", ""]
        for level in RuleLevel.allCases {
            let ids = failed.filter { $0.level == level }.map { "`\($0.id)`" }
            if !ids.isEmpty { out.append("- \(level.rawValue): " + ids.joined(separator: ", ")) }
        }
        let rules = Dictionary(report.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for test in charged {
            out.append("")
            out.append("<details><summary><code>\(MarkupEscaping.xml(test.id))</code> \(MarkupEscaping.xml(test.name))</summary>")
            out.append("")
            for id in test.failedRuleIDs {
                let rule = rules[id]
                out.append("- **\(id)** (\(rule?.level.rawValue ?? "?")): \(MarkupEscaping.markdownCell(rule?.statement ?? ""))")
            }
            if let hint = test.hint { out += ["", "Hint: \(MarkupEscaping.markdownCell(hint))"] }
            out += ["", "```text"]
            let lines = test.messages.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
            out += lines.prefix(maxMessageLines).map { String($0.replacing("```", with: "'''")) }
            if lines.count > maxMessageLines { out.append("… \(lines.count - maxMessageLines) more lines in report.json") }
            out += ["```", "", "</details>"]
        }
        return out
    }

    /// Lines of a failure message shown in `report.md`; `report.json` and `index.html` hold all.
    static let maxMessageLines = 40

    private static func otherFailures(_ report: ConformanceReport) -> [String] {
        let tests = report.failedTestsOutsideRules
        guard !tests.isEmpty else { return [] }
        var out = ["", "## Failing tests charged to no rule (\(tests.count))", "", "They do not change the verdict.", ""]
        for test in tests {
            let first = test.messages.first.map { String($0.prefix { $0 != "\n" }) } ?? "failed"
            out.append(
                "- \(MarkupEscaping.markdownText(test.id)) \(MarkupEscaping.markdownText(test.name)): \(MarkupEscaping.markdownText(first, limit: 400))")
        }
        return out
    }

    /// The reviewers' verdicts on manual rules, failures first, each with its evidence.
    private static func attested(_ report: ConformanceReport) -> [String] {
        let attested = report.rules.filter { $0.attestation != nil }
        guard !attested.isEmpty else { return [] }
        let failing = attested.filter { $0.status == .attestedFail }
        var out = ["", "## Attested by a reviewer: \(attested.count) manual rules, \(failing.count) attested to fail", ""]
        for rule in failing + attested.filter({ $0.status != .attestedFail }) {
            guard let attestation = rule.attestation else { continue }
            out.append(
                "- **\(rule.id)** (\(rule.level.rawValue)) \(attestation.verdict.rawValue) — \(MarkupEscaping.markdownText(attestation.evidence, limit: 400)) "
                    + "(\(MarkupEscaping.markdownText(attestation.reviewer)), \(attestation.date))")
        }
        return out
    }

    private static func untested(_ report: ConformanceReport) -> [String] {
        let untested = report.rules.filter { $0.status == .untested && $0.level == .required }
        guard !untested.isEmpty else { return [] }
        return ["", "## Required rules no test covered (\(untested.count))", "", untested.map { "`\($0.id)`" }.joined(separator: ", ")]
    }
}
