/// How a case ended against one adapter.
public enum CaseOutcome: Sendable, Hashable {
    /// The expectation held.
    case passed
    /// The case failed; the messages say why.
    case failed([String])
    /// The case was not run; the reason names what the adapter lacks.
    case notApplicable(String)

    /// True for ``failed(_:)``.
    public var isFailure: Bool { if case .failed = self { true } else { false } }
}

/// The result of one case against one adapter.
public struct CaseResult: Sendable {
    /// The id of the case.
    public let caseID: String
    /// The ids of the rules the case checks.
    public let ruleIDs: [String]
    /// The name of the adapter the case ran against.
    public let adapter: String
    /// How the case ended.
    public let outcome: CaseOutcome
    /// The evidence, when the case ran.
    public let evidence: CaseEvidence?
    /// The rules a failure is charged to (all the case's rules unless the expectation can
    /// tell which duty broke, none when it could verify nothing); empty when the case did
    /// not fail.
    public let failedRuleIDs: [String]

    /// Creates a result; `failedRuleIDs` defaults to every rule of the case and is emptied unless the outcome is a failure.
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
