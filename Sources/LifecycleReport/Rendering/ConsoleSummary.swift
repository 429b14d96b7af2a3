import LifecycleText

/// The few lines a terminal shows at the end of `check` and `report`: the verdict, the
/// rule counts per level, the failed rules, and where the report went. One formatter for
/// both commands, over the report's own counts, in the language of `words`.
extension ConformanceReport {
    /// The summary lines in the language of `words` (English by default); `emphasis` colours
    /// the verdict (true: conforms).
    public func consoleSummary(writtenTo directory: String?, words: Words = .english, emphasis: (String, Bool) -> String = { text, _ in text }) -> [String] {
        let text = ReportText(ReportOptions(language: words.language))
        let conforms = summary.verdict == .conforms
        let verdict = emphasis(words(conforms ? "verdict.conforms" : "verdict.does-not-conform"), conforms)
        let interrupted = tests.count { $0.interruption != nil }
        let tally = ["count": "\(summary.testCount)", "failed": "\(summary.failedTestCount)"]
        var counts = words(origin == "in-process" ? "console.cases" : "console.tests", tally)
        if interrupted > 0 { counts += words("console.interrupted", "count", interrupted) }
        var lines = ["\(implementation.name) \(implementation.version): \(verdict) — \(counts)"]
        for counts in summary.levels {
            let parts = HTMLReportRenderer.levelColumns.map { ($0, HTMLReportRenderer.count($0, in: counts)) }.filter { $0.1 > 0 }.map {
                "\(text.status($0.0.rawValue)) \($0.1)"
            }
            let listed = parts.isEmpty ? words("console.no-rules") : parts.joined(separator: ", ")
            lines.append("  \(text.level(counts.level)): \(listed)")
        }
        let failed = rules.filter { $0.status == .failed }.map(\.id)
        if !failed.isEmpty {
            let shown = failed.prefix(24).joined(separator: ", ")
            lines.append(
                words("console.failed-rules", "rules", shown + (failed.count > 24 ? words("console.failed-rules-more", "count", failed.count - 24) : "")))
        }
        if let directory {
            lines.append(words("console.written-to", ["folder": directory, "files": ReportFiles.names.joined(separator: ", ")]))
        }
        return lines
    }
}
