/// One check inside a case: what it verifies, the rules it verifies, and how. A failing
/// check charges only its own rules, so a fault is blamed on what it breaks and nothing else.
public struct CaseCheck: Sendable {
    /// What the check verifies, in a few words ("the launch calls both finish-launching methods, then activates").
    public let summary: String
    /// The ids of the rules the check verifies.
    public let ruleIDs: [String]
    /// What must be observed.
    public let expectation: CaseExpectation
    /// True for a check of behaviour beyond the five documents (UIKit's own notifications):
    /// its rules are extension rules, and undocumented notifications are compared in it.
    public let isExtension: Bool
    /// The line of the case library where the check is written.
    public let line: Int

    /// A check of `rules`, judged by `expectation`.
    public init(_ summary: String, rules: [String], _ expectation: CaseExpectation, isExtension: Bool = false, line: Int = #line) {
        self.summary = summary
        ruleIDs = rules
        self.expectation = expectation
        self.isExtension = isExtension
        self.line = line
    }
}

/// A check that failed: which one, the rules it charges, the contract clauses it compares
/// through, and why it failed. Travels from a worker process with the case result.
public struct FailedCheck: Sendable, Hashable, Codable {
    /// What the check verifies.
    public let summary: String
    /// The rules the failure is charged to.
    public let ruleIDs: [String]
    /// The sections of the observation contract the check compares through.
    public let clauses: [String]
    /// Why it failed: the expected and observed traces, or the value that was wrong.
    public let messages: [String]
    /// The line of the case library where the check is written.
    public let line: Int

    /// A failed check.
    public init(summary: String, ruleIDs: [String], clauses: [String], messages: [String], line: Int) {
        self.summary = summary
        self.ruleIDs = ruleIDs
        self.clauses = clauses
        self.messages = messages
        self.line = line
    }
}
