/// Everything a conformance run established, rule by rule and section by section. Built by
/// `ReportBuilder` from in-process case results or from a Swift Testing event stream, and
/// rendered as `report.json`, `report.md`, `index.html` and `junit.xml`.
public struct ConformanceReport: Sendable, Hashable, Codable {
    /// The version of the `report.json` schema documented in `docs/report-schema.md`.
    public static let currentSchemaVersion = 1

    /// The version of the schema the report was written in.
    public var schemaVersion: Int
    /// The version of LifecycleKit that wrote the report (`KitVersion.current`); nil in a
    /// report written before reports stated it.
    public var kitVersion: String?
    /// The adapter contract version of that kit (`adapterContractVersion`); nil as `kitVersion`.
    public var adapterContractVersion: String?
    /// The SHA-256 of the catalog the run was judged against (`CatalogHash`); nil as `kitVersion`.
    public var catalogHash: String?
    /// Where the results came from: `in-process` (`lifecycle-kit check`) or `event-stream`.
    public var origin: String
    /// What was checked.
    public var implementation: ImplementationInfo
    /// The verdict and the counts.
    public var summary: ReportSummary
    /// Every rule of the catalog, in catalog order.
    public var rules: [RuleEntry]
    /// Every section of the catalog, in document order.
    public var sections: [SectionEntry]
    /// Every conformance case or test of the run, in the order they ran.
    public var tests: [TestEntry]
    /// The language `index.html` and `report.md` were written in (`en`, `ko`); set when the
    /// files are rendered, nil in a report written before reports stated it.
    public var language: String?
    /// The comparison with an earlier report (`--baseline`), when one was given.
    public var baseline: BaselineComparison?
    /// The transition table drawn for each configuration the run used; drawn by the
    /// renderers, not written to `report.json`.
    public var stateDiagrams: [StateDiagram] = []

    enum CodingKeys: String, CodingKey {
        case schemaVersion, kitVersion, adapterContractVersion, catalogHash, language, origin, implementation, summary, rules, sections, tests, baseline
    }

    /// A report of this kit's schema; the versions and the catalog hash are the caller's to set.
    public init(
        origin: String, implementation: ImplementationInfo, summary: ReportSummary, rules: [RuleEntry], sections: [SectionEntry], tests: [TestEntry],
        stateDiagrams: [StateDiagram] = []
    ) {
        schemaVersion = Self.currentSchemaVersion
        self.origin = origin
        self.implementation = implementation
        self.summary = summary
        self.rules = rules
        self.sections = sections
        self.tests = tests
        self.stateDiagrams = stateDiagrams
    }

    /// The rules that failed, in catalog order.
    public var failedRules: [RuleEntry] { rules.filter { $0.status == .failed } }

    /// Failing tests that name no rule (or none that the failure is charged to): they do not
    /// change the verdict but must not go unseen.
    public var failedTestsOutsideRules: [TestEntry] { tests.filter { $0.status == .failed && $0.failedRuleIDs.isEmpty } }
}
