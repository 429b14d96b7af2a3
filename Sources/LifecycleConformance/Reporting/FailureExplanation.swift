import LifecycleModel
import LifecycleSpec
import LifecycleWorkshop

/// A failed case told so it can be trusted and acted on: the case and where it is written,
/// its configuration and stimuli, each failed check with the contract sections it compares
/// through and the rules it charges (in their own words), why it failed, what to look at,
/// and the one-line commands that replay it.
public enum FailureExplanation {
    /// The lines for a result; `catalog`, when given, adds each charged rule's statement.
    public static func lines(for result: CaseResult, case conformanceCase: ConformanceCase?, catalog: Catalog?) -> [String] {
        guard case .failed(let messages) = result.outcome else { return [result.report(hint: conformanceCase?.hint ?? "")] }
        var lines: [String] = []
        let location = conformanceCase.map { " (\($0.sourceLocation))" } ?? ""
        lines.append("✗ \(result.caseID) \(conformanceCase?.title ?? "") — adapter '\(result.adapter)'\(location)")
        if let conformanceCase {
            lines.append("  configuration: \(SimulationSetup.summary(of: conformanceCase.configuration))")
            let appOptions = ScriptDirective.lines(for: Configuration(), app: conformanceCase.app)
            if !appOptions.isEmpty { lines.append("  reference app: \(appOptions.map { String($0.dropFirst(4)) }.joined(separator: "; "))") }
            let setup = conformanceCase.setup.map(\.name).joined(separator: ", ")
            let stimuli = conformanceCase.stimuli.map(\.name).joined(separator: ", ")
            lines.append("  stimuli: \(stimuli.isEmpty ? "(none)" : stimuli)\(setup.isEmpty ? "" : " (after setup: \(setup))")")
        }
        if result.failedChecks.isEmpty {
            lines += messages.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 } }
            lines.append("  charged to: \(result.failedRuleIDs.joined(separator: ", "))")
        }
        let file = conformanceCase.map { $0.sourceLocation.description.split(separator: ":").first.map(String.init) ?? "" } ?? ""
        for check in result.failedChecks {
            lines.append("  check '\(check.summary)' failed (\(file):\(check.line)); compared through contract \(check.clauses.joined(separator: ", "))")
            if check.ruleIDs.isEmpty {
                lines.append("    charged to no rule (nothing it checks fell due)")
            } else {
                lines.append("    charged to:")
                for id in check.ruleIDs {
                    let statement = catalog?.rule(id).map { " \(Self.short($0.statement)) (\($0.level.rawValue))" } ?? ""
                    lines.append("      \(id)\(statement)")
                }
            }
            lines += check.messages.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 } }
        }
        if let hint = conformanceCase?.hint { lines.append("  if this fails, \(hint)") }
        lines.append("  replay on the reference: lifecycle-kit cases \(result.caseID) --script | lifecycle-kit simulate --script -")
        lines.append("  run it again: lifecycle-kit check --adapter \(result.adapter) --case \(result.caseID)")
        return lines
    }

    public static func short(_ statement: String) -> String {
        statement.count <= 110 ? statement : String(statement.prefix(109)) + "…"
    }
}
