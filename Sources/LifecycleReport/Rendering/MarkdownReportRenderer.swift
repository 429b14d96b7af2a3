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
        let text = ReportText(options)
        let words = text.words
        let summary = report.summary
        let implementation = report.implementation
        let mark = summary.verdict == .conforms ? "✅" : "❌"
        let name = MarkupEscaping.markdownText(implementation.name)
        let verdict = words(summary.verdict == .conforms ? "verdict.conforms" : "verdict.does-not-conform")
        out.append("# " + words("page.markdown.heading", ["mark": mark, "name": name, "verdict": verdict]))
        out.append("")
        out.append(
            words(
                "page.markdown.verdict",
                [
                    "verdict": summary.verdict.rawValue, "name": name, "version": MarkupEscaping.markdownText(implementation.version),
                    "adapter": MarkupEscaping.markdownText(implementation.adapter), "tests": "\(summary.testCount)", "failed": "\(summary.failedTestCount)",
                    "origin": report.origin,
                ]))
        out.append("")
        out.append(words("page.markdown.provenance", ReportProvenance.values(report, words: words)))
        out.append("")
        let statuses = HTMLReportRenderer.levelColumns.map { text.status($0.rawValue) }
        out.append("| \(([words("page.levels.level"), words("page.levels.rules")] + statuses).joined(separator: " | ")) |")
        out.append("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
        for counts in summary.levels {
            out.append(
                "| \(text.level(counts.level)) | \(counts.total) | \(counts.passed) | \(counts.failed) | \(counts.untested) | \(counts.notApplicable) | "
                    + "\(counts.attestedPass) | \(counts.attestedFail) | \(counts.manual) | \(counts.informative) |")
        }
        if let baseline = report.baseline { out += MarkdownBaseline.render(baseline, text: text) }
        out += MarkdownFailures.render(report, text: text)
        out += otherFailures(report, text: text)
        out += attested(report, text: text)
        out += untested(report, text: text)
        if options.markdownDiagram { out += diagrams(report.stateDiagrams, text: text) }
        out.append("")
        out.append(words("page.markdown.open-index"))
        return out.joined(separator: "\n") + "\n"
    }

    /// `[`STATES-039`](index.html#STATES-039)`: a rule id linked to its entry in `index.html`.
    static func ruleLink(_ id: String) -> String {
        "[`\(id)`](index.html#\(id))"
    }

    /// Rule ids shown in a list before the rest are left to `index.html`.
    static let maxListedRules = 60

    private static func otherFailures(_ report: ConformanceReport, text: ReportText) -> [String] {
        let tests = report.failedTestsOutsideRules
        guard !tests.isEmpty else { return [] }
        var out = ["", "## \(text.words("failures.other.heading", "count", tests.count))", "", text.words("failures.other.note"), ""]
        for test in tests {
            let first = test.messages.first.map { String($0.prefix { $0 != "\n" }) } ?? "failed"
            out.append(
                "- \(MarkupEscaping.markdownText(test.id)) \(MarkupEscaping.markdownText(test.name)): \(MarkupEscaping.markdownText(first, limit: 400))")
        }
        return out
    }

    /// The reviewers' verdicts on manual rules, failures first, each with its evidence.
    private static func attested(_ report: ConformanceReport, text: ReportText) -> [String] {
        let attested = report.rules.filter { $0.attestation != nil }
        guard !attested.isEmpty else { return [] }
        let failing = attested.filter { $0.status == .attestedFail }
        var out = ["", "## " + text.words("page.markdown.attested", ["count": "\(attested.count)", "failing": "\(failing.count)"]), ""]
        for rule in failing + attested.filter({ $0.status != .attestedFail }) {
            guard let attestation = rule.attestation else { continue }
            out.append(
                "- \(ruleLink(rule.id)) (\(text.level(rule.level))) \(attestation.verdict.rawValue) — \(MarkupEscaping.markdownText(attestation.evidence, limit: 400)) "
                    + "(\(MarkupEscaping.markdownText(attestation.reviewer)), \(attestation.date))")
        }
        return out
    }

    private static func untested(_ report: ConformanceReport, text: ReportText) -> [String] {
        let untested = report.rules.filter { $0.status == .untested && $0.level == .required }
        guard !untested.isEmpty else { return [] }
        let shown = untested.prefix(maxListedRules).map { ruleLink($0.id) }.joined(separator: ", ")
        let more = untested.count > maxListedRules ? text.words("page.markdown.untested-more", "count", untested.count - maxListedRules) : ""
        return ["", "## " + text.words("page.markdown.untested", "count", untested.count), "", shown + more]
    }

    /// Each configuration's diagram as Mermaid, a failing move's label marked `✗`.
    private static func diagrams(_ diagrams: [StateDiagram], text: ReportText) -> [String] {
        var out = ["", "## " + text.words("page.diagrams.heading"), ""]
        out.append(text.words("page.markdown.diagrams-intro"))
        for diagram in diagrams {
            out += ["", "### \(diagram.variant?.name ?? "all"): \(diagram.variant?.title ?? text.words("page.diagrams.every-row"))", "", "```mermaid"]
            out.append(MermaidDiagram.render(diagram))
            out.append("```")
        }
        return out
    }
}
