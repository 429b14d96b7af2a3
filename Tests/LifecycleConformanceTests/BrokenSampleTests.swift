import Foundation
import LifecycleConformance
import LifecycleSamples
import LifecycleSpec
import Testing

/// The expectation file of a broken sample: the rules it must fail, no more, no fewer.
struct SampleExpectation: Decodable {
    let adapter: String
    let mistake: String
    let mustFail: [String]

    static func load(_ adapter: String) throws -> SampleExpectation {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("conformance/expectations/\(adapter).json")
        return try JSONDecoder().decode(SampleExpectation.self, from: Data(contentsOf: url))
    }
}

@Suite("Every broken sample is caught on exactly the rules it breaks")
struct BrokenSampleTests {
    static let sampleNames = BuiltInAdapters.samples.map(\.name)

    @Test("broken sample fails exactly its expected rules", arguments: sampleNames)
    func sampleFailsExactlyItsRules(name: String) throws {
        let adapter = try #require(BuiltInAdapters.named(name))
        let expectation = try SampleExpectation.load(name)
        #expect(expectation.adapter == name)
        let results = CaseRunner().run(ConformanceSuite.allCases, against: adapter)
        let failed = Set(results.flatMap(\.failedRuleIDs))
        let expected = Set(expectation.mustFail)
        #expect(!expected.isEmpty, "\(name) must be expected to fail something")
        let missed = expected.subtracting(failed).sorted()
        let unexpected = failed.subtracting(expected).sorted()
        #expect(missed.isEmpty, "\(name) (\(expectation.mistake)) unexpectedly passes \(missed)")
        #expect(unexpected.isEmpty, "\(name) (\(expectation.mistake)) unexpectedly fails \(unexpected)")
    }

    @Test("every rule an expectation file names exists in the catalog", arguments: sampleNames)
    func expectedRulesExist(name: String) throws {
        let catalog = try CatalogLoader.loadBundled()
        for id in try SampleExpectation.load(name).mustFail where catalog.rule(id) == nil {
            Issue.record("conformance/expectations/\(name).json names unknown rule \(id)")
        }
    }
}

@Suite("Every automated rule of the catalog is checked by a conformance case")
struct AutomatedRuleCoverageTests {
    @Test("no automated rule is without a case")
    func everyAutomatedRuleHasACase() throws {
        let catalog = try CatalogLoader.loadBundled()
        let covered = Set(ConformanceSuite.allCases.flatMap(\.ruleIDs))
        let missing = catalog.automatedRules.map(\.id).filter { !covered.contains($0) }
        #expect(missing.isEmpty, "\(missing.count) automated rules have no case: \(missing.joined(separator: ", "))")
    }
}
