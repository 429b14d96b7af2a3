import LifecycleText

extension BaselineComparison {
    /// The lines a terminal shows after the summary: what changed since the baseline.
    /// Warnings are not among them; a command prints those on standard error.
    public var consoleLines: [String] { consoleLines(words: .english) }

    /// ``consoleLines`` in the language of `words`.
    public func consoleLines(words: Words) -> [String] {
        let old = implementation
        let listed = { (ids: [String]) -> String in
            ids.isEmpty ? words("console.none") : ids.prefix(10).joined(separator: ", ") + (ids.count > 10 ? words("list.more", "count", ids.count - 10) : "")
        }
        let about = ["file": file, "name": old.name, "version": old.version, "verdict": verdict.rawValue]
        var lines = [words("console.baseline.heading", about)]
        if isUnchanged { lines.append(words("console.baseline.unchanged")) }
        lines.append(words("console.baseline.new-failures", "rules", listed(newFailures)))
        lines.append(words("console.baseline.fixed", "rules", listed(fixedRules)))
        let moves = statusChanges.prefix(10).map { "\($0.rule) \(words("status." + $0.old.rawValue)) → \(words("status." + $0.new.rawValue))" }
        lines.append(
            words("console.baseline.statuses", "count", statusChanges.count)
                + (moves.isEmpty ? "" : " (\(moves.joined(separator: ", "))\(statusChanges.count > 10 ? ", …" : ""))"))
        let cases = ["added": "\(casesAdded.count)", "removed": "\(casesRemoved.count)", "changed": "\(casesChanged.count)"]
        lines.append(words("console.baseline.cases", cases))
        if !rulesOnlyInBaseline.isEmpty { lines.append(words("console.baseline.only-in-baseline", "rules", listed(rulesOnlyInBaseline))) }
        if !rulesOnlyInReport.isEmpty { lines.append(words("console.baseline.only-in-report", "rules", listed(rulesOnlyInReport))) }
        return lines
    }
}
