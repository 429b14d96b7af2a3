/// One rule of the catalog: a single testable statement drawn from one section of
/// one source document.
public struct Rule: Sendable, Hashable, Identifiable, Codable {
    public let id: String
    public let sourceID: String
    public let sectionID: String
    public let level: RuleLevel
    public let levelBasis: LevelBasis
    public let subject: RuleSubject
    public let category: String
    public let statement: String
    public let testability: Testability
    public let testabilityReason: String?
    public let iosVersions: IOSVersionRange
    public let conflictsWith: [String]
    public let sameAs: [String]
    public let seedLine: Int
    public let retired: Bool
    /// The catalog file the rule was read from, relative to the catalog folder.
    public let file: String

    public init(
        id: String, sourceID: String, sectionID: String, level: RuleLevel, levelBasis: LevelBasis,
        subject: RuleSubject, category: String, statement: String, testability: Testability,
        testabilityReason: String?, iosVersions: IOSVersionRange, conflictsWith: [String], sameAs: [String],
        seedLine: Int, retired: Bool, file: String
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
        self.file = file
    }

    /// True when the kit is expected to check the rule with a conformance case.
    public var isAutomated: Bool { testability == .automated && !retired }
}
