import Foundation
import LifecycleConformance
import LifecycleSamples
import LifecycleSpec
import Testing

/// The expectation file of a valid variant: the freedom it uses, and that it conforms.
struct VariantExpectation: Decodable {
    let adapter: String
    let freedom: String
    let conforms: Bool
    let mustFail: [String]

    static func load(_ adapter: String) throws -> VariantExpectation {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("conformance/expectations/\(adapter).json")
        return try JSONDecoder().decode(VariantExpectation.self, from: Data(contentsOf: url))
    }
}

@Suite("Every valid variant conforms: a freedom the documents leave is never a failure")
struct ValidVariantTests {
    static let variantNames = BuiltInAdapters.variants.map(\.name)

    @Test("a valid variant fails no case", arguments: variantNames)
    func variantConforms(name: String) throws {
        let adapter = try #require(BuiltInAdapters.named(name))
        let expectation = try VariantExpectation.load(name)
        #expect(expectation.adapter == name && expectation.conforms)
        let catalog = try CatalogLoader.loadBundled()
        for id in expectation.mustFail {
            #expect(catalog.rule(id)?.level == .extension, "\(name) may fail only extension rules, which never count toward the verdict; \(id) is not one")
        }
        let results = CaseRunner().run(ConformanceSuite.allCases, against: adapter)
        let charged = Set(results.flatMap(\.failedRuleIDs))
        #expect(charged == Set(expectation.mustFail), "\(name) (\(expectation.freedom)) is charged \(charged.sorted()): a false alarm")
        let unexplained = results.filter { $0.outcome.isFailure && Set($0.failedRuleIDs).isDisjoint(with: expectation.mustFail) }
        #expect(unexplained.isEmpty, "\(name) fails \(unexplained.map(\.caseID))")
    }

    @Test("at least eight variants, each with its own expectation file")
    func enoughVariants() throws {
        #expect(Self.variantNames.count >= 8)
        for name in Self.variantNames { _ = try VariantExpectation.load(name) }
    }
}
