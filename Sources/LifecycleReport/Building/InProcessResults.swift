import LifecycleConformance
import LifecycleSpec

extension TestEntry {
    /// A case result of `lifecycle-kit check`, with its case for the name, the hint and the
    /// explanation of a failure (the one the console prints).
    public init(result: CaseResult, case conformanceCase: ConformanceCase?) {
        let status: TestStatus
        var messages: [String] = []
        switch result.outcome {
        case .passed: status = .passed
        case .failed(let failures):
            status = .failed
            messages = failures
        case .notApplicable(let reason):
            status = .notApplicable
            messages = [reason]
        }
        self.init(
            id: result.caseID, name: conformanceCase?.description ?? "[\(result.ruleIDs.joined(separator: ", "))] \(result.caseID)",
            suite: "LifecycleConformance.\(result.adapter)", ruleIDs: result.ruleIDs, failedRuleIDs: result.failedRuleIDs, status: status,
            messages: messages, hint: conformanceCase?.hint, interruption: result.interruption?.summary,
            failure: FailureExplanation(result: result, case: conformanceCase))
    }
}

extension ReportBuilder {
    /// The report of an in-process run of conformance cases against an adapter; `durations`
    /// gives the seconds each case took, by case id, when measured.
    public func build(
        results: [CaseResult], cases: [ConformanceCase], implementation: ImplementationInfo, durations: [String: Double] = [:],
        attestations: AttestationSet? = nil
    ) throws(ReportError) -> ConformanceReport {
        let casesByID = Dictionary(cases.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let tests = results.map { result in
            var test = TestEntry(result: result, case: casesByID[result.caseID])
            test.durationSeconds = durations[result.caseID]
            return test
        }
        let configurations = results.compactMap { casesByID[$0.caseID]?.configuration }
        return try build(tests: tests, implementation: implementation, origin: "in-process", attestations: attestations, configurations: configurations)
    }
}
