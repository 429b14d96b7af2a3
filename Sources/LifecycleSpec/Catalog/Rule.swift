/// One rule of the catalog: a single testable statement drawn from one section of
/// one source document.
public struct Rule: Sendable, Hashable, Identifiable, Codable {
    /// The stable rule id, such as `STATES-014`.
    public let id: String
    /// The id of the source document the rule comes from.
    public let sourceID: String
    /// The id of the section the rule is drawn from.
    public let sectionID: String
    /// How binding the rule is.
    public let level: RuleLevel
    /// Why the rule has its level: a label of the document, its wording, or stated system behaviour.
    public let levelBasis: LevelBasis
    /// Whether the rule binds the system or the app.
    public let subject: RuleSubject
    /// The id of the rule's category in `spec/categories.json`.
    public let category: String
    /// The rule as one testable English sentence.
    public let statement: String
    /// Whether the kit checks the rule, a person must, or there is nothing to check.
    public let testability: Testability
    /// Why the rule cannot be automated; nil for automated rules.
    public let testabilityReason: String?
    /// The iOS versions the rule applies to.
    public let iosVersions: IOSVersionRange
    /// The ids of rules that contradict this one.
    public let conflictsWith: [String]
    /// The ids of rules in other sources that state the same thing.
    public let sameAs: [String]
    /// The line of the seed document the rule is drawn from.
    public let seedLine: Int
    /// True for a withdrawn rule that is kept only so its id is never reused.
    public let retired: Bool
    /// Where the translation says something other than the original, what the rule follows
    /// and why; nil when the rule follows the translation's own words.
    public let translationNote: TranslationNote?
    /// The catalog file the rule was read from, relative to the catalog folder.
    public let file: String

    /// Creates a rule from its fields; each parameter sets the property of the same name.
    public init(
        id: String, sourceID: String, sectionID: String, level: RuleLevel, levelBasis: LevelBasis,
        subject: RuleSubject, category: String, statement: String, testability: Testability,
        testabilityReason: String?, iosVersions: IOSVersionRange, conflictsWith: [String], sameAs: [String],
        seedLine: Int, retired: Bool, translationNote: TranslationNote? = nil, file: String
    ) {
        self.id = id
        self.sourceID = sourceID
        self.sectionID = sectionID
        self.level = level
        self.levelBasis = levelBasis
        self.subject = subject
        self.category = category
        self.statement = statement
        self.testability = testability
        self.testabilityReason = testabilityReason
        self.iosVersions = iosVersions
        self.conflictsWith = conflictsWith
        self.sameAs = sameAs
        self.seedLine = seedLine
        self.retired = retired
        self.translationNote = translationNote
        self.file = file
    }

    /// True when the kit is expected to check the rule with a conformance case.
    public var isAutomated: Bool { testability == .automated && !retired }
}
