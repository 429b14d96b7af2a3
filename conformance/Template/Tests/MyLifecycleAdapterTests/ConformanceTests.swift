import LifecycleConformance
import LifecycleSpec
import MyLifecycleAdapter
import Testing

@Test("conforms", arguments: ConformanceSuite.allCases)
func conforms(_ conformanceCase: ConformanceCase) throws {
    let result = CaseRunner().run(conformanceCase, against: MyAdapter())
    if case .notApplicable(let reason) = result.outcome { try Test.cancel("not applicable: \(reason)") }
    guard result.outcome.isFailure else { return }
    let explanation = FailureExplanation.lines(for: result, case: conformanceCase, catalog: try? CatalogLoader.loadBundled())
    Issue.record("\(explanation.joined(separator: "\n"))")
}
