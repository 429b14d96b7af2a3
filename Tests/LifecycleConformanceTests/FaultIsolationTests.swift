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

    @Test("a supervised run charges a trap to the case that trapped, names the signal, and runs every other case in a fresh worker")
    func trappingAdapter() throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lifecycle-kit")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build the lifecycle-kit product first (swift build)")
        let adapter = MisbehavingAdapter(.trapsOnReboot)
        let cases = ConformanceSuite.allCases
        let launcher = WorkerLauncher(
            executable: executable, arguments: ["run-worker", "--adapter", adapter.name], environment: ["SWIFT_BACKTRACE": "enable=no"])
        let run = ConformanceRun(cases: cases, adapter: adapter, mode: .supervised(launcher))
        let results = try run.execute().results
        #expect(results.map(\.caseID) == cases.map(\.id), "every case gets exactly one result, in order")
        let crashed = results.filter { $0.interruption != nil }
        #expect(!crashed.isEmpty)
        for result in crashed {
            let conformanceCase = try #require(ConformanceSuite.case(result.caseID))
            #expect(conformanceCase.setup.contains(.reboot) || conformanceCase.stimuli.contains(.reboot), "\(result.caseID) has no reboot")
            guard case .crashed(let signal, let lastWords) = result.interruption else {
                Issue.record("\(result.caseID) should be recorded as crashed, not \(String(describing: result.interruption))")
                continue
            }
            #expect(signal == SIGILL || signal == SIGTRAP)
            #expect(lastWords?.contains("Index out of range") == true)
            #expect(result.failedRuleIDs == conformanceCase.ruleIDs)
        }
        let rebootFree = cases.filter { !$0.setup.contains(.reboot) && !$0.stimuli.contains(.reboot) }.map(\.id)
        let passed = Set(results.filter { $0.outcome == .passed }.map(\.caseID))
        let notApplicable = Set(results.filter { if case .notApplicable = $0.outcome { true } else { false } }.map(\.caseID))
        #expect(rebootFree.allSatisfy { passed.contains($0) || notApplicable.contains($0) }, "every case without a reboot passes as on the reference")
    }

    @Test("a supervised run stops a hanging case at its time limit and goes on with the next case")
    func hangingAdapterSupervised() throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lifecycle-kit")
        try #require(FileManager.default.isExecutableFile(atPath: executable.path), "build the lifecycle-kit product first (swift build)")
        let adapter = MisbehavingAdapter(.hangsOnAnswerCall)
        let cases = [try #require(ConformanceSuite.case("INTERRUPT-004")), try #require(ConformanceSuite.case("INTERRUPT-002"))]
        let launcher = WorkerLauncher(executable: executable, arguments: ["run-worker", "--adapter", adapter.name])
        let clock = ContinuousClock()
        let start = clock.now
        let results = try ConformanceRun(cases: cases, adapter: adapter, mode: .supervised(launcher), timeLimit: 2).execute().results
        #expect(clock.now - start < .seconds(10))
        #expect(results.map(\.caseID) == ["INTERRUPT-004", "INTERRUPT-002"])
        #expect(results[0].interruption == .timedOut(seconds: 2))
        #expect(results[1].outcome == .passed)
    }
}
