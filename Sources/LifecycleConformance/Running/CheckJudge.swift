/// Judges a case check by check: a case passes when every check holds; a failing check
/// charges only its own rules.
enum CheckJudge {
    /// The checks that failed, with the rules each charges and why.
    static func failedChecks(of conformanceCase: ConformanceCase, in evidence: CaseEvidence) -> [FailedCheck] {
        conformanceCase.checks.compactMap { check in
            let messages = check.expectation.failures(in: evidence, ruleIDs: check.ruleIDs, extensions: check.isExtension)
            guard !messages.isEmpty else { return nil }
            let blamed = check.expectation.blamedRules(in: evidence, ruleIDs: check.ruleIDs, extensions: check.isExtension)
            return FailedCheck(
                summary: check.summary, ruleIDs: check.ruleIDs.filter(blamed.contains), clauses: check.expectation.clauses, messages: messages,
                line: check.line)
        }
    }

    /// Passed, or failed with one message per failing check.
    static func outcome(of conformanceCase: ConformanceCase, in evidence: CaseEvidence) -> CaseOutcome {
        outcome(of: failedChecks(of: conformanceCase, in: evidence))
    }

    /// Passed when no check failed, or failed with one message per failing check.
    static func outcome(of failed: [FailedCheck]) -> CaseOutcome {
        guard !failed.isEmpty else { return .passed }
        return .failed(failed.map { "check '\($0.summary)' failed:\n" + $0.messages.joined(separator: "\n") })
    }
}
