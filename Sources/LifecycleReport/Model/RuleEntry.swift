import LifecycleConformance
import LifecycleSpec

/// One rule of the catalog and what the run established about it.
public struct RuleEntry: Sendable, Hashable, Codable, Identifiable {
    public var id: String
    public var level: RuleLevel
    public var category: String
    public var subject: RuleSubject
    public var testability: Testability
    public var section: String
    public var statement: String
    /// Where the translation says something other than the original and what the rule
    /// follows; absent when the rule follows the translation's own words.
    public var translationNote: TranslationNote?
    public var status: RuleStatus
    /// The tests whose name carries this rule's id.
    public var tests: [TestReference]
    /// The failing tests charged to this rule, each with its messages.
    public var failures: [RuleFailure]
    /// For a manual rule a reviewer attested: the verdict, its evidence, who and when.
    public var attestation: Attestation?

    public init(
        id: String, level: RuleLevel, category: String, subject: RuleSubject, testability: Testability, section: String, statement: String,
        status: RuleStatus, tests: [TestReference], failures: [RuleFailure], attestation: Attestation? = nil, translationNote: TranslationNote? = nil
    ) {
        self.id = id
        self.level = level
        self.category = category
        self.subject = subject
        self.testability = testability
        self.section = section
        self.statement = statement
        self.translationNote = translationNote
        self.status = status
        self.tests = tests
        self.failures = failures
        self.attestation = attestation
    }
}

/// A test as a rule lists it.
public struct TestReference: Sendable, Hashable, Codable {
    public var id: String
    public var name: String
    public var status: TestStatus

    public init(id: String, name: String, status: TestStatus) {
        self.id = id
        self.name = name
        self.status = status
    }
}

/// A failing test charged to a rule: its messages carry the counterexample (the expected
/// and observed traces, or the failed expectation with its values).
public struct RuleFailure: Sendable, Hashable, Codable {
    public var test: String
    public var name: String
    public var hint: String?
    public var messages: [String]

    public init(test: String, name: String, hint: String?, messages: [String]) {
        self.test = test
        self.name = name
        self.hint = hint
        self.messages = messages
    }
}
