import LifecycleConformance
import MyLifecycleAdapter
import Testing

@Test("conforms", arguments: ConformanceSuite.allCases)
func conforms(_ conformanceCase: ConformanceCase) {
    let result = CaseRunner().run(conformanceCase, against: MyAdapter())
    #expect(!result.outcome.isFailure, "\(result.report(hint: conformanceCase.hint))")
}
