extension BaselineComparison {
    /// The lines a terminal shows after the summary: what changed since the baseline.
    /// Warnings are not among them; a command prints those on standard error.
    public var consoleLines: [String] {
        let old = implementation
        var lines = ["compared with the baseline \(file) (\(old.name) \(old.version), \(verdict.rawValue)):"]
        if isUnchanged { lines.append("  nothing changed: every rule and every case ended as in the baseline") }
        lines.append("  new failures: " + (newFailures.isEmpty ? "none" : Self.listed(newFailures)))
        lines.append("  fixed: " + (fixedRules.isEmpty ? "none" : Self.listed(fixedRules)))
        let moves = statusChanges.prefix(10).map { "\($0.rule) \($0.old.rawValue) → \($0.new.rawValue)" }
        lines.append(
            "  rule statuses changed: \(statusChanges.count)"
                + (moves.isEmpty ? "" : " (\(moves.joined(separator: ", "))\(statusChanges.count > 10 ? ", …" : ""))"))
        lines.append("  cases: \(casesAdded.count) added, \(casesRemoved.count) removed, \(casesChanged.count) changed")
        if !rulesOnlyInBaseline.isEmpty { lines.append("  rules only in the baseline: " + Self.listed(rulesOnlyInBaseline)) }
        if !rulesOnlyInReport.isEmpty { lines.append("  rules only in this report: " + Self.listed(rulesOnlyInReport)) }
        return lines
    }
}
