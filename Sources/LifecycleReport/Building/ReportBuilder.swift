import LifecycleConformance
import LifecycleModel
import LifecycleSpec

/// Builds a `ConformanceReport` from the tests of a run. The test → rule mapping comes from
/// the tests themselves (`TestEntry.ruleIDs`); rule → section from the catalog.
public struct ReportBuilder: Sendable {
    /// The catalog the tests are judged against.
    public let catalog: Catalog
    /// The rows of its transition table, for the state diagrams.
    public let transitionRows: [TransitionRow]
    /// Its content hash, stated in every report.
    public let catalogHash: String

    /// A builder for `catalog`; fails when its transition table is missing or does not decode.
    /// `catalogHash` is the catalog's `CatalogHash`, when worked out beforehand (on another
    /// thread while the cases ran); it is worked out here otherwise.
    public init(catalog: Catalog, catalogHash: String? = nil) throws(ReportError) {
        self.catalog = catalog
        transitionRows = try StateDiagram.rows(of: catalog)
        self.catalogHash = catalogHash ?? CatalogHash.sha256(of: catalog)
    }

    /// The report of `tests`; `configurations` are those the run used, each drawn as a
    /// state diagram besides the standard ones.
    public func build(
        tests: [TestEntry], implementation: ImplementationInfo, origin: String, attestations: AttestationSet? = nil,
        configurations: [Configuration] = []
    ) throws(ReportError) -> ConformanceReport {
        var testsByRule: [String: [Int]] = [:]
        for (index, test) in tests.enumerated() {
            for id in test.ruleIDs {
                guard catalog.rule(id) != nil else { throw ReportError(id: "cmd.report.entry-unknown-rule", ["name": test.name, "test": test.id, "rule": id]) }
                testsByRule[id, default: []].append(index)
            }
        }
        let verdicts = RuleVerdicts(
            catalog: catalog, results: tests.compactMap { Self.caseResult($0, adapter: implementation.adapter) }, attestations: attestations)
        let rules = catalog.rules.map { rule in
            entry(
                for: rule, status: verdicts.statuses[rule.id] ?? .untested, tests: (testsByRule[rule.id] ?? []).map { tests[$0] },
                attestation: attestations?.attestation(for: rule.id))
        }
        var levels = RuleLevel.allCases.map(LevelCounts.init(level:))
        for rule in rules {
            if let index = levels.firstIndex(where: { $0.level == rule.level }) { levels[index].add(rule.status) }
        }
        let summary = ReportSummary(
            verdict: verdicts.conforms ? .conforms : .doesNotConform, levels: levels, testCount: tests.count,
            failedTestCount: tests.count { $0.status == .failed })
        let failedRules = Set(rules.filter { $0.status == .failed }.map(\.id))
        let diagrams = TransitionVariant.drawn(for: configurations).map { variant in
            StateDiagram(rows: transitionRows, variant: variant).highlighting(failedRules: failedRules)
        }
        var report = ConformanceReport(
            origin: origin, implementation: implementation, summary: summary, rules: rules, sections: sections(rules), tests: tests,
            stateDiagrams: diagrams)
        report.kitVersion = KitVersion.current
        report.adapterContractVersion = LifecycleConformance.adapterContractVersion
        report.catalogHash = catalogHash
        return report
    }

    private func entry(for rule: Rule, status: RuleStatus, tests: [TestEntry], attestation: Attestation?) -> RuleEntry {
        let failures = tests.filter { $0.failedRuleIDs.contains(rule.id) }.map { RuleFailure(test: $0.id, name: $0.name, hint: $0.hint, messages: $0.messages) }
        return RuleEntry(
            id: rule.id, level: rule.level, category: rule.category, subject: rule.subject, testability: rule.testability, section: rule.sectionID,
            statement: rule.statement, status: status, tests: tests.map { TestReference(id: $0.id, name: $0.name, status: $0.status) }, failures: failures,
            attestation: attestation, translationNote: rule.translationNote)
    }

    private func sections(_ rules: [RuleEntry]) -> [SectionEntry] {
        let bySection = Dictionary(grouping: rules, by: \.section)
        return catalog.sections.map { section in
            let own = bySection[section.id] ?? []
            return SectionEntry(
                id: section.id, title: section.title, path: section.path, depth: section.depth, ruleCount: own.count,
                coveredCount: own.count { !$0.tests.isEmpty }, passedCount: own.count { $0.status == .passed },
                failedCount: own.count { $0.status == .failed })
        }
    }

    /// The test as `RuleVerdicts` sees it; a skipped test checked nothing and counts for nothing.
    static func caseResult(_ test: TestEntry, adapter: String) -> CaseResult? {
        let outcome: CaseOutcome
        switch test.status {
        case .passed: outcome = .passed
        case .failed: outcome = .failed(test.messages)
        case .notApplicable: outcome = .notApplicable(test.messages.first ?? "not applicable")
        case .skipped: return nil
        }
        return CaseResult(caseID: test.id, ruleIDs: test.ruleIDs, adapter: adapter, outcome: outcome, evidence: nil, failedRuleIDs: test.failedRuleIDs)
    }
}
