import Testing
import LifecycleSpec

/// Checks, around every test it is applied to, that the rule ids a test names in its
/// display name (`[STATES-039, APG-070] …`) exist in the catalog. A test that cites a
/// rule that does not exist fails, so the report never maps a test to a phantom rule.
struct CitedRulesExist: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }
    private static let catalog = try? CatalogLoader.loadBundled()

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        if let name = test.displayName, !test.isSuite {
            let catalog = try #require(Self.catalog, "the bundled catalog does not load")
            for id in Self.citedRuleIDs(in: name) where catalog.rule(id) == nil {
                Issue.record("test '\(name)' cites rule \(id), which is not in the catalog")
            }
        }
        try await function()
    }

    /// The ids inside the leading `[…]` of a display name.
    static func citedRuleIDs(in name: String) -> [String] {
        guard name.hasPrefix("["), let close = name.firstIndex(of: "]") else { return [] }
        return name[name.index(after: name.startIndex)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }
}

extension Trait where Self == CitedRulesExist {
    /// Fails a test that cites a rule id the catalog does not have.
    static var citedRulesExist: Self { CitedRulesExist() }
}
