import LifecycleConformance
import LifecycleSpec
import Testing

/// A verdict claims only what the kit observes: a rule a person must check, or an
/// informative one, keeps its status even when a case happens to name it (a generated case
/// lists every rule its table row cites).
@Suite("Manual and informative rules keep their status whatever the cases say")
struct RuleVerdictTestabilityTests {
    @Test("a manual and an informative rule named by passing, failing and inapplicable cases stay manual and informative")
    func testabilityDecides() throws {
        let catalog = try CatalogLoader.loadBundled()
        let manual = try #require(catalog.rules.first { $0.testability == .manual && $0.level == .required })
        let informative = try #require(catalog.rules.first { $0.testability == .informative })
        let automated = try #require(catalog.rules.first { $0.testability == .automated && $0.level == .required })
        let named = [manual.id, informative.id, automated.id]
        let results = [
            CaseResult(caseID: "A", ruleIDs: named, adapter: "x", outcome: .passed, evidence: nil),
            CaseResult(caseID: "B", ruleIDs: named, adapter: "x", outcome: .failed(["no"]), evidence: nil, failedRuleIDs: [manual.id]),
            CaseResult(caseID: "C", ruleIDs: named, adapter: "x", outcome: .notApplicable("no widget"), evidence: nil),
        ]
        let verdicts = RuleVerdicts(catalog: catalog, results: results)
        #expect(verdicts.statuses[manual.id] == .manual)
        #expect(verdicts.statuses[informative.id] == .informative)
        #expect(verdicts.statuses[automated.id] == .passed)
    }
}
