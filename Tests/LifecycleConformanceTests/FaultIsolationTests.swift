import Foundation
import LifecycleConformance
import LifecycleSamples
import Testing

@Suite("An adapter that throws, hangs or traps fails only the affected cases, and the run goes on")
struct FaultIsolationTests {
    @Test("an adapter that throws fails every case it cannot start, with a message naming the adapter and the case")
    func throwingAdapter() throws {
        let adapter = MisbehavingAdapter(.throwsOnCreation)
        let cases = Array(ConformanceSuite.allCases.filter { $0.subject == .system }.prefix(5))
        let results = CaseRunner().run(cases, against: adapter)
        #expect(results.count == cases.count)
        for result in results {
            guard case .failed(let messages) = result.outcome else {
                Issue.record("\(result.caseID) should fail")
                continue
            }
            #expect(messages == ["adapter '\(adapter.name)' threw in case \(result.caseID): the emulator failed to start (simulated)"])
        }
    }

    @Test("an adapter that hangs fails the case that hangs within the time limit; the other cases still run")
    func hangingAdapter() throws {
        let adapter = MisbehavingAdapter(.hangsOnAnswerCall)
        let hanging = try #require(ConformanceSuite.case("INTERRUPT-004"))
        let healthy = try #require(ConformanceSuite.case("INTERRUPT-002"))
        let results = CaseRunner(timeLimit: 0.5).run([hanging, healthy], against: adapter)
        #expect(results[0].outcome == .failed(["adapter '\(adapter.name)' did not finish case INTERRUPT-004 within 0.5 s (it hangs or loops)"]))
        #expect(results[1].outcome == .passed)
    }

    @Test("an adapter that traps fails only the case it trapped in when cases run in child processes")
    func trappingAdapter() throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lifecycle-kit")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build the lifecycle-kit product first (swift build)")
        let cases = ConformanceSuite.allCases
        let outcomes = try IsolatedCaseRunner(executable: executable, adapter: "misbehaving-traps-on-reboot").run(caseCount: cases.count)
        #expect(outcomes.count == cases.count, "every case gets an outcome")
        let trapped = outcomes.filter { $0.value.hasPrefix("trapped") }.map { cases[$0.key] }
        #expect(!trapped.isEmpty)
        #expect(trapped.allSatisfy { $0.setup.contains(.reboot) || $0.stimuli.contains(.reboot) })
        #expect(outcomes.values.filter { $0 == "passed" }.count > cases.count / 2)
    }
}
