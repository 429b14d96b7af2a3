extension ConformanceReport {
    /// A few lines for the terminal: verdict, counts per level, where the report went.
    public func textSummary(writtenTo directory: String) -> String {
        var lines = ["report: \(implementation.name): \(summary.verdict.rawValue) (\(summary.testCount) tests, \(summary.failedTestCount) failed)"]
        for counts in summary.levels {
            let parts = [
                ("passed", counts.passed), ("failed", counts.failed), ("untested", counts.untested), ("not-applicable", counts.notApplicable),
                ("manual", counts.manual), ("informative", counts.informative),
            ].filter { $0.1 > 0 }.map { "\($0.0) \($0.1)" }
            lines.append("  \(counts.level.rawValue): " + (parts.isEmpty ? "no rules" : parts.joined(separator: ", ")))
        }
        lines.append("  written to \(directory)/ (\(ReportFiles.names.joined(separator: ", ")))")
        return lines.joined(separator: "\n")
    }
}
