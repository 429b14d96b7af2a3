import LifecycleConformance
import MyLifecycleAdapter
import Testing

@Test("conforms", arguments: ConformanceSuite.allCases)
func conforms(_ conformanceCase: ConformanceCase) throws {
    let result = CaseRunner().run(conformanceCase, against: MyAdapter())
    if case .notApplicable(let reason) = result.outcome { try Test.cancel("not applicable: \(reason)") }
    #expect(!result.outcome.isFailure, "\(result.report(hint: conformanceCase.hint))")
}
