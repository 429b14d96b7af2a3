/// Everything a conformance run established, rule by rule and section by section. Built by
/// `ReportBuilder` from in-process case results or from a Swift Testing event stream, and
/// rendered as `report.json`, `report.md`, `index.html` and `junit.xml`.
public struct ConformanceReport: Sendable, Hashable, Codable {
    /// The version of the `report.json` schema documented in `docs/report-schema.md`.
    public static let currentSchemaVersion = 1

    public var schemaVersion: Int
    /// Where the results came from: `in-process` (`lifecycle-kit check`) or `event-stream`.
    public var origin: String
    public var implementation: ImplementationInfo
    public var summary: ReportSummary
    /// Every rule of the catalog, in catalog order.
    public var rules: [RuleEntry]
    /// Every section of the catalog, in document order.
    public var sections: [SectionEntry]
    /// Every conformance case or test of the run, in the order they ran.
    public var tests: [TestEntry]
    /// The transition table as a state diagram; drawn by the renderers, not written to `report.json`.
    public var stateDiagram = StateDiagram(edges: [])

    enum CodingKeys: String, CodingKey {
        case schemaVersion, origin, implementation, summary, rules, sections, tests
    }

    public init(
        origin: String, implementation: ImplementationInfo, summary: ReportSummary, rules: [RuleEntry], sections: [SectionEntry], tests: [TestEntry],
        stateDiagram: StateDiagram
    ) {
        schemaVersion = Self.currentSchemaVersion
        self.origin = origin
        self.implementation = implementation
        self.summary = summary
        self.rules = rules
        self.sections = sections
        self.tests = tests
        self.stateDiagram = stateDiagram
    }

    /// The rules that failed, in catalog order.
    public var failedRules: [RuleEntry] { rules.filter { $0.status == .failed } }

    /// Failing tests that name no rule (or none that the failure is charged to): they do not
    /// change the verdict but must not go unseen.
    public var failedTestsOutsideRules: [TestEntry] { tests.filter { $0.status == .failed && $0.failedRuleIDs.isEmpty } }
}
