/// A reviewer's verdict on one rule a person must check (testability `manual`), with the
/// evidence it rests on, who gave it and when.
public struct Attestation: Sendable, Hashable, Codable {
    /// What the reviewer found.
    public enum Verdict: String, Sendable, Hashable, Codable, CaseIterable {
        /// The implementation does what the rule says.
        case pass
        /// It does not.
        case fail
        /// The rule does not apply to this implementation (say why in the evidence).
        case notApplicable = "not-applicable"
    }

    /// The rule attested.
    public let rule: String
    /// What the reviewer found.
    public let verdict: Verdict
    /// What the verdict rests on: where in the code, which test or screenshot, what was looked at.
    public let evidence: String
    /// Who reviewed.
    public let reviewer: String
    /// When, as `YYYY-MM-DD`.
    public let date: String
    /// The line of the attestation file the entry starts on.
    public let line: Int

    /// An attestation.
    public init(rule: String, verdict: Verdict, evidence: String, reviewer: String, date: String, line: Int = 0) {
        self.rule = rule
        self.verdict = verdict
        self.evidence = evidence
        self.reviewer = reviewer
        self.date = date
        self.line = line
    }
}

/// The attestations of one review: for an implementation, against the catalog they were made for.
public struct AttestationSet: Sendable, Hashable {
    /// What was reviewed, when the file says.
    public let implementation: String?
    /// The attestations, in file order.
    public let attestations: [Attestation]

    /// A set.
    public init(implementation: String?, attestations: [Attestation]) {
        self.implementation = implementation
        self.attestations = attestations
    }

    /// The attestation of a rule, if any.
    public func attestation(for rule: String) -> Attestation? { attestations.first { $0.rule == rule } }
}
