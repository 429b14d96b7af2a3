/// How a case ended against one adapter.
public enum CaseOutcome: Sendable, Hashable {
    case passed
    case failed([String])
    case notApplicable(String)

    public var isFailure: Bool { if case .failed = self { true } else { false } }
}

/// The result of one case against one adapter.
public struct CaseResult: Sendable {
    public let caseID: String
    public let ruleIDs: [String]
    public let adapter: String
    public let outcome: CaseOutcome
    /// The evidence, when the case ran.
    public let evidence: CaseEvidence?
    /// The rules a failure is charged to (all the case's rules unless the expectation can
    /// tell which duty broke, none when it could verify nothing); empty when the case did
    /// not fail.
    public let failedRuleIDs: [String]

    public init(caseID: String, ruleIDs: [String], adapter: String, outcome: CaseOutcome, evidence: CaseEvidence?, failedRuleIDs: [String]? = nil) {
        self.caseID = caseID
        self.ruleIDs = ruleIDs
        self.adapter = adapter
        self.outcome = outcome
        self.evidence = evidence
        self.failedRuleIDs = outcome.isFailure ? (failedRuleIDs ?? ruleIDs) : []
    }

    /// A readable account of a failure: adapter, case, rules, hint and each message.
    public func report(hint: String) -> String {
        switch outcome {
        case .passed: "\(caseID) passed on adapter '\(adapter)'"
        case .notApplicable(let reason): "\(caseID) is not applicable to adapter '\(adapter)': \(reason)"
        case .failed(let messages):
            (["adapter '\(adapter)' fails case \(caseID) (rules \(ruleIDs.joined(separator: ", ")))", "hint: \(hint)"] + messages)
                .joined(separator: "\n")
        }
    }
}
