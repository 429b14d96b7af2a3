import Foundation
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

@Suite("Attested rules: a reviewer's verdict decides a manual rule, and an attested failure of a required rule decides the verdict")
struct AttestedVerdictTests {
    static func report(_ catalog: Catalog, attestations: [Attestation]) throws -> ConformanceReport {
        let ids = VerdictTests.requiredAutomated(catalog)
        let implementation = ImplementationInfo(name: "subject", version: "1", adapter: "subject", capabilities: nil)
        return try ReportBuilder(catalog: catalog).build(
            tests: [TestEntry(id: "all", name: "all", suite: "s", ruleIDs: ids, status: .passed)], implementation: implementation, origin: "test",
            attestations: AttestationSet(implementation: "subject", attestations: attestations))
    }

    @Test("pass, fail and not-applicable attestations set the rule's status, carry the evidence, and count per level")
    func statuses() throws {
        let catalog = try #require(Fixtures.catalog)
        let manual = catalog.rules.filter { $0.level == .required && $0.testability == .manual }.map(\.id)
        let report = try Self.report(
            catalog,
            attestations: [
                Attestation(rule: manual[0], verdict: .pass, evidence: "read the delegate", reviewer: "kim", date: "2026-11-20"),
                Attestation(rule: manual[1], verdict: .notApplicable, evidence: "no scenes", reviewer: "kim", date: "2026-11-20"),
            ])
        #expect(report.summary.verdict == .conforms)
        #expect(report.rules.first { $0.id == manual[0] }?.status == .attestedPass)
        #expect(report.rules.first { $0.id == manual[0] }?.attestation?.evidence == "read the delegate")
        #expect(report.rules.first { $0.id == manual[1] }?.status == .notApplicable)
        let counts = report.summary.counts(for: .required)
        #expect(counts.attestedPass == 1 && counts.attestedFail == 0 && counts.manual == manual.count - 2)
    }

    @Test("a required rule attested to fail makes the implementation not conform")
    func attestedFailure() throws {
        let catalog = try #require(Fixtures.catalog)
        let manual = try #require(catalog.rules.first { $0.level == .required && $0.testability == .manual })
        let report = try Self.report(
            catalog, attestations: [Attestation(rule: manual.id, verdict: .fail, evidence: "saves nothing", reviewer: "kim", date: "2026-11-20")])
        #expect(report.summary.verdict == .doesNotConform)
        #expect(report.summary.counts(for: .required).attestedFail == 1)
    }

    @Test("a recommended rule attested to fail is reported but leaves the verdict alone")
    func recommendedAttestedFailure() throws {
        let catalog = try #require(Fixtures.catalog)
        let manual = try #require(catalog.rules.first { $0.level == .recommended && $0.testability == .manual })
        let report = try Self.report(catalog, attestations: [Attestation(rule: manual.id, verdict: .fail, evidence: "no", reviewer: "kim", date: "2026-11-20")])
        #expect(report.summary.verdict == .conforms)
        #expect(report.rules.first { $0.id == manual.id }?.status == .attestedFail)
    }

    @Test("counts of a report written before attestations existed still read, as zero")
    func oldCounts() throws {
        let json = #"{"level":"required","total":3,"passed":1,"failed":0,"untested":0,"notApplicable":0,"manual":2,"informative":0}"#
        let counts = try JSONDecoder().decode(LevelCounts.self, from: Data(json.utf8))
        #expect(counts.manual == 2 && counts.attestedPass == 0 && counts.attestedFail == 0)
    }
}
