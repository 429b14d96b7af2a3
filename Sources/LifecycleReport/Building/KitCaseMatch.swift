import LifecycleConformance
import LifecycleModel

/// The kit's own conformance cases found again in a test run of one's own (an event
/// stream): a test case whose display name is exactly a kit case's description
/// (`[RULE-ID, …] CASE-ID title`) ran that case, so the report can tell its configuration,
/// stimuli, hint and replay command as `lifecycle-kit check` does.
enum KitCaseMatch {
    private static let casesByID: [String: ConformanceCase] = Dictionary(
        ConformanceSuite.allCases.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

    /// The kit case a test ran, or nil when its name is not a kit case's description.
    static func kitCase(of test: TestEntry) -> ConformanceCase? {
        guard let candidate = casesByID[ArgumentCaseID.firstWordAfterRuleTag(test.name)], candidate.description == test.name else { return nil }
        return candidate
    }

    /// The tests with what the kit knows of its cases: the hint, and for a failure the
    /// explanation against `adapter`; and one configuration of each transition variant the
    /// kit cases that ran used.
    static func completing(_ tests: [TestEntry], adapter: String) -> (tests: [TestEntry], configurations: [Configuration]) {
        var completed = tests
        var configurations: [Configuration] = []
        var variants: Set<TransitionVariant> = []
        for index in completed.indices {
            guard let kitCase = kitCase(of: completed[index]) else { continue }
            if variants.insert(TransitionVariant(kitCase.configuration)).inserted { configurations.append(kitCase.configuration) }
            completed[index].hint = completed[index].hint ?? kitCase.hint
            guard completed[index].status == .failed else { continue }
            completed[index].failure = FailureExplanation(
                case: kitCase, adapter: adapter, messages: completed[index].messages, chargedRuleIDs: completed[index].failedRuleIDs,
                interruption: completed[index].interruption)
        }
        return (completed, configurations)
    }
}
