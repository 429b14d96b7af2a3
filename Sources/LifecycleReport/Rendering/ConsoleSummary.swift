/// The few lines a terminal shows at the end of `check` and `report`: the verdict, the
/// rule counts per level, the failed rules, and where the report went. One formatter for
/// both commands, over the report's own counts.
extension ConformanceReport {
    /// The summary lines; `emphasis` colours the verdict (true: conforms).
    public func consoleSummary(writtenTo directory: String?, emphasis: (String, Bool) -> String = { text, _ in text }) -> [String] {
        let conforms = summary.verdict == .conforms
        let verdict = emphasis(conforms ? "conforms" : "does not conform", conforms)
        let interrupted = tests.count { $0.interruption != nil }
        var counts = "\(summary.testCount) \(origin == "in-process" ? "cases" : "tests"), \(summary.failedTestCount) failed"
        if interrupted > 0 { counts += " (\(interrupted) crashed or timed out)" }
        var lines = ["\(implementation.name) \(implementation.version): \(verdict) — \(counts)"]
        for counts in summary.levels {
            let parts = [
                ("passed", counts.passed), ("failed", counts.failed), ("untested", counts.untested), ("not applicable", counts.notApplicable),
                ("attested pass", counts.attestedPass), ("attested fail", counts.attestedFail), ("manual, unreviewed", counts.manual),
                ("informative", counts.informative),
            ].filter { $0.1 > 0 }.map { "\($0.0) \($0.1)" }
            lines.append("  \(counts.level.rawValue): " + (parts.isEmpty ? "no rules" : parts.joined(separator: ", ")))
        }
        let failed = rules.filter { $0.status == .failed }.map(\.id)
        if !failed.isEmpty {
            let shown = failed.prefix(24).joined(separator: ", ")
            lines.append("  failed rules: " + shown + (failed.count > 24 ? " and \(failed.count - 24) more (see the report)" : ""))
        }
        if let directory { lines.append("report written to \(directory)/ (\(ReportFiles.names.joined(separator: ", ")))") }
        return lines
    }
}
