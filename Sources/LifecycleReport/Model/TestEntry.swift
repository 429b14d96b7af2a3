import LifecycleConformance

/// How one conformance case or test ended.
public enum TestStatus: String, Sendable, Hashable, Codable, CaseIterable {
    case passed
    case failed
    /// Disabled before it ran: it checked nothing, so its rules stay untested.
    case skipped
    /// Not applicable to the implementation (an inapplicable case, or a cancelled test case).
    case notApplicable = "not-applicable"
}

/// One conformance case (in-process) or one test case (event stream).
public struct TestEntry: Sendable, Hashable, Codable, Identifiable {
    /// Unique in the report: the case id (in-process, or from an event stream when the test
    /// case's argument carries one), else the Swift Testing test id (with `#n` for the n-th
    /// case of a parameterized test).
    public var id: String
    /// From an event stream: the Swift Testing test id (with `#n` for the n-th case of a
    /// parameterized test), also when `id` is the case id; nil in-process.
    public var testID: String?
    /// The display name; a leading `[RULE-ID, …]` names the rules the test checks.
    public var name: String
    /// The suite (or adapter) the test belongs to; the JUnit class name.
    public var suite: String
    public var ruleIDs: [String]
    /// The rules a failure is charged to; empty unless the test failed.
    public var failedRuleIDs: [String]
    public var status: TestStatus
    public var durationSeconds: Double?
    /// Failure messages, or the reason a test was skipped or not applicable.
    public var messages: [String]
    /// "If this fails, check …", when the case gives one.
    public var hint: String?
    /// `crashed (…)` or `timed out after … s` when the case did not end on its own.
    public var interruption: String?
    /// For a failed case: everything needed to act on it, as the console explains it.
    public var failure: FailureExplanation?

    /// A test; `failedRuleIDs` defaults to every rule the test names and is emptied unless it failed.
    public init(
        id: String, name: String, suite: String, ruleIDs: [String], failedRuleIDs: [String]? = nil, status: TestStatus, durationSeconds: Double? = nil,
        messages: [String] = [], hint: String? = nil, interruption: String? = nil, testID: String? = nil,
        failure: FailureExplanation? = nil
    ) {
        self.id = id
        self.name = name
        self.suite = suite
        self.ruleIDs = ruleIDs
        self.failedRuleIDs = status == .failed ? (failedRuleIDs ?? ruleIDs) : []
        self.status = status
        self.durationSeconds = durationSeconds
        self.messages = messages
        self.hint = hint
        self.interruption = interruption
        self.testID = testID
        self.failure = status == .failed ? failure : nil
    }
}
