import LifecycleReport
import LifecycleSpec
import Testing

@Suite("The verdict: conforms exactly when every applicable required rule passes")
struct VerdictTests {
    static func requiredAutomated(_ catalog: Catalog) -> [String] {
        catalog.rules.filter { $0.level == .required && $0.testability == .automated }.map(\.id)
    }

    static func report(_ catalog: Catalog, _ tests: [TestEntry]) throws -> ConformanceReport {
        let implementation = ImplementationInfo(name: "subject", version: "1", adapter: "subject", capabilities: nil)
        return try ReportBuilder(catalog: catalog).build(tests: tests, implementation: implementation, origin: "test")
    }

    @Test("every required automated rule passes: conforms")
    func allPass() throws {
        let catalog = try #require(Fixtures.catalog)
        let ids = Self.requiredAutomated(catalog)
        let report = try Self.report(catalog, [TestEntry(id: "all", name: "all", suite: "s", ruleIDs: ids, status: .passed)])
        #expect(report.summary.verdict == .conforms)
        #expect(report.summary.counts(for: .required).passed == ids.count)
        #expect(report.summary.counts(for: .required).untested == 0)
    }

    @Test("one required rule fails: does not conform, and only the rules charged fail")
    func oneFails() throws {
        let catalog = try #require(Fixtures.catalog)
        let ids = Self.requiredAutomated(catalog)
        let failing = TestEntry(id: "bad", name: "bad", suite: "s", ruleIDs: [ids[0], ids[1]], failedRuleIDs: [ids[0]], status: .failed, messages: ["no"])
        let report = try Self.report(catalog, [TestEntry(id: "all", name: "all", suite: "s", ruleIDs: ids, status: .passed), failing])
        #expect(report.summary.verdict == .doesNotConform)
        #expect(report.summary.counts(for: .required).failed == 1)
        #expect(report.rules.first { $0.id == ids[0] }?.failures.first?.messages == ["no"])
        #expect(report.rules.first { $0.id == ids[1] }?.status == .passed)
    }

    @Test("a required rule no test names is untested: does not conform")
    func untestedRequired() throws {
        let catalog = try #require(Fixtures.catalog)
        let ids = Self.requiredAutomated(catalog)
        let report = try Self.report(catalog, [TestEntry(id: "most", name: "most", suite: "s", ruleIDs: Array(ids.dropFirst()), status: .passed)])
        #expect(report.summary.verdict == .doesNotConform)
        #expect(report.summary.counts(for: .required).untested == 1)
    }

    @Test("a not-applicable required rule does not count against the verdict")
    func notApplicable() throws {
        let catalog = try #require(Fixtures.catalog)
        let ids = Self.requiredAutomated(catalog)
        let report = try Self.report(
            catalog,
            [
                TestEntry(id: "most", name: "most", suite: "s", ruleIDs: Array(ids.dropFirst()), status: .passed),
                TestEntry(id: "na", name: "na", suite: "s", ruleIDs: [ids[0]], status: .notApplicable, messages: ["the case needs scenes"]),
            ])
        #expect(report.summary.verdict == .conforms)
        #expect(report.summary.counts(for: .required).notApplicable == 1)
    }

    @Test("a skipped test checks nothing: its required rule stays untested")
    func skipped() throws {
        let catalog = try #require(Fixtures.catalog)
        let ids = Self.requiredAutomated(catalog)
        let report = try Self.report(
            catalog,
            [
                TestEntry(id: "most", name: "most", suite: "s", ruleIDs: Array(ids.dropFirst()), status: .passed),
                TestEntry(id: "off", name: "off", suite: "s", ruleIDs: [ids[0]], status: .skipped, messages: ["disabled"]),
            ])
        #expect(report.summary.verdict == .doesNotConform)
        #expect(report.rules.first { $0.id == ids[0] }?.status == .untested)
    }

    @Test("a failing recommended rule does not change the verdict")
    func recommendedFails() throws {
        let catalog = try #require(Fixtures.catalog)
        let ids = Self.requiredAutomated(catalog)
        let recommended = try #require(catalog.rules.first { $0.level == .recommended && $0.testability == .automated })
        let report = try Self.report(
            catalog,
            [
                TestEntry(id: "all", name: "all", suite: "s", ruleIDs: ids, status: .passed),
                TestEntry(id: "rec", name: "rec", suite: "s", ruleIDs: [recommended.id], status: .failed, messages: ["no"]),
            ])
        #expect(report.summary.verdict == .conforms)
        #expect(report.summary.counts(for: .recommended).failed == 1)
    }

    @Test("a test naming a rule the catalog lacks is refused, naming the test")
    func unknownRule() throws {
        let catalog = try #require(Fixtures.catalog)
        #expect(throws: ReportError("test '[NOPE-001] x' (t1) names rule NOPE-001, which is not in the catalog")) {
            try Self.report(catalog, [TestEntry(id: "t1", name: "[NOPE-001] x", suite: "s", ruleIDs: ["NOPE-001"], status: .passed)])
        }
    }
}
