import Foundation
import LifecycleConformance
import LifecycleSamples
import LifecycleSpec
import Testing

@Suite("A failed case is explained once, as a value the console and the report both read")
struct FailureExplanationTests {
    static func launchAgainstNeverInactive() throws -> (CaseResult, ConformanceCase) {
        let launch = try #require(ConformanceSuite.case("LAUNCH-001"))
        return (CaseRunner().run(launch, against: BrokenSystemAdapter(.neverInactive)), launch)
    }

    @Test("the explanation holds the case, its configuration and stimuli, each failed check and the replay commands")
    func fields() throws {
        let (result, launch) = try Self.launchAgainstNeverInactive()
        let explanation = try #require(FailureExplanation(result: result, case: launch))
        #expect(explanation.caseID == "LAUNCH-001")
        #expect(explanation.title == launch.title)
        #expect(explanation.adapter == "broken-never-inactive")
        #expect(explanation.source == launch.sourceLocation)
        #expect(explanation.sourceFile == "LaunchCases.swift")
        #expect(explanation.configuration == "iOS 12.0; app delegate only; multitasking; background modes: none; no passcode; Sleep/Wake reading: background")
        #expect(explanation.stimuli == ["tap-icon"])
        #expect(explanation.setup.isEmpty)
        #expect(explanation.checks.map(\.summary) == result.failedChecks.map(\.summary))
        #expect(explanation.checks.map(\.ruleIDs) == [["STATES-043"]])
        #expect(explanation.checks.map(\.clauses) == result.failedChecks.map(\.clauses))
        #expect(explanation.checks.first?.messages.first?.hasPrefix("expected 'willFinishLaunching@inactive'") == true)
        #expect(explanation.messages.isEmpty, "the checks carry the messages")
        #expect(explanation.chargedRuleIDs == ["STATES-043"])
        #expect(explanation.hint == launch.hint)
        #expect(explanation.interruption == nil)
        #expect(explanation.replay == ReplayCommands(caseID: "LAUNCH-001", adapter: "broken-never-inactive"))
        let passed = CaseRunner().run(launch, against: ReferenceAdapter())
        #expect(FailureExplanation(result: passed, case: launch) == nil)
    }

    @Test("the console lines are rendered from the value: case, configuration, each check with its rules, hint, both replay commands")
    func consoleLines() throws {
        let (result, launch) = try Self.launchAgainstNeverInactive()
        let catalog = try CatalogLoader.loadBundled()
        let lines = FailureExplanation.lines(for: result, case: launch, catalog: catalog)
        #expect(lines == FailureExplanation(result: result, case: launch)?.lines(catalog: catalog))
        #expect(lines.first == "✗ LAUNCH-001 \(launch.title) — adapter 'broken-never-inactive' (\(launch.sourceLocation))")
        #expect(lines.contains("  stimuli: tap-icon"))
        let check = try #require(result.failedChecks.first)
        #expect(
            lines.contains(
                "  check '\(check.summary)' failed (LaunchCases.swift:\(check.line)); compared through contract \(check.clauses.joined(separator: ", "))"))
        #expect(lines.contains { $0.hasPrefix("      STATES-043 ") && $0.hasSuffix("(required)") })
        #expect(
            lines.suffix(2) == [
                "  replay on the reference: lifecycle-kit cases LAUNCH-001 --script | lifecycle-kit simulate --script -",
                "  run it again: lifecycle-kit check --adapter broken-never-inactive --case LAUNCH-001",
            ])
    }

    @Test("the value survives JSON, as it travels in report.json")
    func codable() throws {
        let (result, launch) = try Self.launchAgainstNeverInactive()
        let explanation = try #require(FailureExplanation(result: result, case: launch))
        let decoded = try JSONDecoder().decode(FailureExplanation.self, from: JSONEncoder().encode(explanation))
        #expect(decoded == explanation)
    }
}
