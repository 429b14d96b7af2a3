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

/// Model-checks the adapter against the reference in every state the default configuration
/// reaches, comparing what the observation contract fixes.
@Test("no divergence from the reference in any reachable state")
func noDivergence() throws {
    let result = try DifferentialExplorer().modelCheck(against: MyAdapter())
    #expect(result.divergence == nil, "\(result.summary)\n\(result.divergence?.description ?? "")")
}
