import LifecycleSpec

extension FailureExplanation {
    /// The lines for a result; `catalog`, when given, adds each charged rule's statement.
    /// A result that did not fail gets its one-line account.
    public static func lines(for result: CaseResult, case conformanceCase: ConformanceCase?, catalog: Catalog?) -> [String] {
        guard let explanation = FailureExplanation(result: result, case: conformanceCase) else {
            return [result.report(hint: conformanceCase?.hint ?? "")]
        }
        return explanation.lines(catalog: catalog)
    }

    /// The explanation as the console prints it; `catalog`, when given, adds each charged
    /// rule's statement and level.
    public func lines(catalog: Catalog?) -> [String] {
        var lines: [String] = []
        let location = source.map { " (\($0))" } ?? ""
        lines.append("✗ \(caseID) \(title ?? "") — adapter '\(adapter)'\(location)")
        if let configuration {
            lines.append("  configuration: \(configuration)")
            if !referenceApp.isEmpty { lines.append("  reference app: \(referenceApp.joined(separator: "; "))") }
            let setupText = setup.joined(separator: ", ")
            let stimuliText = stimuli.joined(separator: ", ")
            lines.append("  stimuli: \(stimuliText.isEmpty ? "(none)" : stimuliText)\(setupText.isEmpty ? "" : " (after setup: \(setupText))")")
        }
        if checks.isEmpty {
            lines += messages.flatMap { Self.indented($0, by: "  ") }
            lines.append("  charged to: \(chargedRuleIDs.joined(separator: ", "))")
        }
        for check in checks {
            lines.append(
                "  check '\(check.summary)' failed (\(sourceFile ?? ""):\(check.line)); compared through contract \(check.clauses.joined(separator: ", "))")
            if check.ruleIDs.isEmpty {
                lines.append("    charged to no rule (nothing it checks fell due)")
            } else {
                lines.append("    charged to:")
                for id in check.ruleIDs {
                    let statement = catalog?.rule(id).map { " \(Self.short($0.statement)) (\($0.level.rawValue))" } ?? ""
                    lines.append("      \(id)\(statement)")
                }
            }
            lines += check.messages.flatMap { Self.indented($0, by: "    ") }
        }
        if let hint { lines.append("  if this fails, \(hint)") }
        lines.append("  replay on the reference: \(replay.onReference)")
        if let runAgain = replay.runAgain { lines.append("  run it again: \(runAgain)") }
        return lines
    }

    /// A statement cut to 110 characters, for one line of a terminal.
    public static func short(_ statement: String) -> String {
        statement.count <= 110 ? statement : String(statement.prefix(109)) + "…"
    }

    private static func indented(_ message: String, by indent: String) -> [String] {
        message.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }
    }
}
