import LifecycleModel

/// Checks over the kit's findings on the adapter's watch app configuration
/// (`WatchAppConfiguration.findings()`), one rule at a time. A rule that does not concern
/// the adapter's kind of watch app is not reported and then holds.
enum WatchFindingChecks {
    /// A check of one rule: it fails when the findings report `ruleID` violated.
    static func rule(_ ruleID: String, _ summary: String, line: Int = #line) -> CaseCheck {
        CaseCheck(summary, rules: [ruleID], .check(summary) { evidence in violations(of: [ruleID], in: evidence.watchFindings) }, line: line)
    }

    /// A failure naming every violated finding among `ruleIDs`, or nil when those reported are met.
    static func violations(of ruleIDs: [String], in findings: [ConfigurationFinding]) -> String? {
        let violated = findings.violations.filter { ruleIDs.contains($0.ruleID) }
        guard !violated.isEmpty else { return nil }
        return violated.map(\.description).joined(separator: "; ")
    }
}
