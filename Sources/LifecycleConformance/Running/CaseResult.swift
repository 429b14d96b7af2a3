/// How a case ended against one adapter.
public enum CaseOutcome: Sendable, Hashable, Codable {
    /// The expectation held.
    case passed
    /// The case failed; the messages say why.
    case failed([String])
    /// The case was not run; the reason names what the adapter lacks.
    case notApplicable(String)

    /// True for ``failed(_:)``.
    public var isFailure: Bool { if case .failed = self { true } else { false } }
}

/// A case that did not end on its own: the adapter's code crashed the process that ran it,
/// or did not return within the case's time limit. The case fails; the run goes on.
public enum CaseInterruption: Sendable, Hashable, Codable {
    /// The worker process running the case died of a signal; `lastWords` is what it printed
    /// last on standard error (the runtime's fatal-error line), when anything.
    case crashed(signal: Int32, lastWords: String?)
    /// The case did not finish within its time limit, in seconds.
    case timedOut(seconds: Double)

    /// `crashed (SIGILL, illegal instruction: a Swift runtime trap)` or `timed out after 3 s`.
    public var summary: String {
        switch self {
        case .crashed(let signal, _): "crashed (\(SignalName.describe(signal)))"
        case .timedOut(let seconds): "timed out after \(seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) s"
        }
    }
}

/// The result of one case against one adapter.
public struct CaseResult: Sendable, Codable {
    /// The id of the case.
    public let caseID: String
    /// The ids of the rules the case checks.
    public let ruleIDs: [String]
    /// The name of the adapter the case ran against.
    public let adapter: String
    /// How the case ended.
    public let outcome: CaseOutcome
    /// The evidence, when the case ran in this process (nil for results from a worker process).
    public let evidence: CaseEvidence?
    /// The rules a failure is charged to (all the case's rules unless the expectation can
    /// tell which duty broke, none when it could verify nothing); empty when the case did
    /// not fail.
    public let failedRuleIDs: [String]
    /// Set when the case crashed or timed out instead of ending on its own.
    public let interruption: CaseInterruption?
    /// The checks that failed, each with the rules it charges; empty when the case did not
    /// run its checks (it threw, crashed or timed out) or passed.
    public let failedChecks: [FailedCheck]

    /// Creates a result; `failedRuleIDs` defaults to every rule of the case and is emptied unless the outcome is a failure.
    public init(
        caseID: String, ruleIDs: [String], adapter: String, outcome: CaseOutcome, evidence: CaseEvidence?, failedRuleIDs: [String]? = nil,
        interruption: CaseInterruption? = nil, failedChecks: [FailedCheck] = []
    ) {
        self.caseID = caseID
        self.ruleIDs = ruleIDs
        self.adapter = adapter
        self.outcome = outcome
        self.evidence = evidence
        self.failedRuleIDs = outcome.isFailure ? (failedRuleIDs ?? ruleIDs) : []
        self.interruption = interruption
        self.failedChecks = outcome.isFailure ? failedChecks : []
    }

    enum CodingKeys: String, CodingKey {
        case caseID, ruleIDs, adapter, outcome, failedRuleIDs, interruption, failedChecks
    }

    /// Decodes a result sent by a worker process; it carries no evidence.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        caseID = try container.decode(String.self, forKey: .caseID)
        ruleIDs = try container.decode([String].self, forKey: .ruleIDs)
        adapter = try container.decode(String.self, forKey: .adapter)
        outcome = try container.decode(CaseOutcome.self, forKey: .outcome)
        failedRuleIDs = try container.decode([String].self, forKey: .failedRuleIDs)
        interruption = try container.decodeIfPresent(CaseInterruption.self, forKey: .interruption)
        failedChecks = try container.decodeIfPresent([FailedCheck].self, forKey: .failedChecks) ?? []
        evidence = nil
    }

    /// Encodes everything but the evidence.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(caseID, forKey: .caseID)
        try container.encode(ruleIDs, forKey: .ruleIDs)
        try container.encode(adapter, forKey: .adapter)
        try container.encode(outcome, forKey: .outcome)
        try container.encode(failedRuleIDs, forKey: .failedRuleIDs)
        try container.encodeIfPresent(interruption, forKey: .interruption)
        try container.encode(failedChecks, forKey: .failedChecks)
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
