import LifecycleConformance
import LifecycleSpec

/// `report.md`: short enough for a pull request. Verdict first, the kit and catalog it was
/// judged with, the counts per level, the comparison with a baseline, the failed rules
/// with the cases charged to each, each failing case once (folded) with what is needed to
/// act on it, and the required rules nobody tested. Rule ids link to their entry in
/// `index.html`; the state diagrams are there too, and here only with `--markdown-diagram`.
enum MarkdownReportRenderer {
    static func render(_ report: ConformanceReport, options: ReportOptions = ReportOptions()) -> String {
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
        out.append(
            "LifecycleKit \(report.kitVersion ?? "(version not stated)") (adapter contract \(report.adapterContractVersion ?? "not stated")); "
                + "catalog SHA-256 `\(report.catalogHash ?? "not stated")`.")
        out.append("")
        out.append("| level | rules | passed | failed | untested | not applicable | attested pass | attested fail | manual, unreviewed | informative |")
        out.append("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
        for counts in summary.levels {
            out.append(
                "| \(counts.level.rawValue) | \(counts.total) | \(counts.passed) | \(counts.failed) | \(counts.untested) | \(counts.notApplicable) | "
                    + "\(counts.attestedPass) | \(counts.attestedFail) | \(counts.manual) | \(counts.informative) |")
        }
        if let baseline = report.baseline { out += MarkdownBaseline.render(baseline) }
        out += MarkdownFailures.render(report)
        out += otherFailures(report)
        out += attested(report)
        out += untested(report)
        if options.markdownDiagram { out += diagrams(report.stateDiagrams) }
        out.append("")
        out.append("Open `index.html` for the full report: every rule, the state diagram of each configuration, per-section coverage and filters.")
        return out.joined(separator: "\n") + "\n"
    }

    /// `[`STATES-039`](index.html#STATES-039)`: a rule id linked to its entry in `index.html`.
    static func ruleLink(_ id: String) -> String {
        "[`\(id)`](index.html#\(id))"
    }

    /// Rule ids shown in a list before the rest are left to `index.html`.
    static let maxListedRules = 60

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
                "- \(ruleLink(rule.id)) (\(rule.level.rawValue)) \(attestation.verdict.rawValue) — \(MarkupEscaping.markdownText(attestation.evidence, limit: 400)) "
                    + "(\(MarkupEscaping.markdownText(attestation.reviewer)), \(attestation.date))")
        }
        return out
    }

    private static func untested(_ report: ConformanceReport) -> [String] {
        let untested = report.rules.filter { $0.status == .untested && $0.level == .required }
        guard !untested.isEmpty else { return [] }
        let shown = untested.prefix(maxListedRules).map { ruleLink($0.id) }.joined(separator: ", ")
        let more = untested.count > maxListedRules ? " and \(untested.count - maxListedRules) more (see `index.html`)" : ""
        return ["", "## Required rules no test covered (\(untested.count))", "", shown + more]
    }

    /// Each configuration's diagram as Mermaid, a failing move's label marked `✗`.
    private static func diagrams(_ diagrams: [StateDiagram]) -> [String] {
        var out = ["", "## State transitions", ""]
        out.append("Generated from `spec/tables/transitions.json`: every row followed step by step; ✗ marks moves of rows that cite a failed rule.")
        for diagram in diagrams {
            out += ["", "### \(diagram.variant?.name ?? "all"): \(diagram.variant?.title ?? "every row")", "", "```mermaid"]
            out.append(MermaidDiagram.render(diagram))
            out.append("```")
        }
        return out
    }
}
