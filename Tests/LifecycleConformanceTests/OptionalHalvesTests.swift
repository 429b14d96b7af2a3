import LifecycleConformance
import LifecycleModel
import LifecycleSamples
import Testing

/// The widget declarations, the Today view and the watch runtime are optional halves of an
/// adapter: their cases are not applicable to an adapter without them, and run for one with them.
@Suite("Cases of an optional half are not applicable to an adapter without it")
struct OptionalHalvesTests {
    static let halfCases = [
        "WIDGET-006", "WIDGET-007", "WIDGET-008", "WIDGET-009", "TODAYVIEW-001", "TODAYVIEW-002", "TODAYVIEW-003", "WATCHAPP-009", "WATCHAPP-010",
        "WATCHAPP-011",
    ]

    static func cases() -> [ConformanceCase] { ConformanceSuite.allCases.filter { halfCases.contains($0.id) } }

    @Test("an adapter with only a system side finds every such case not applicable, naming the missing half")
    func systemOnlyAdapter() throws {
        let adapter = try #require(BuiltInAdapters.named("broken-never-inactive"))
        #expect(Self.cases().count == Self.halfCases.count)
        for result in CaseRunner().run(Self.cases(), against: adapter) {
            guard case .notApplicable(let reason) = result.outcome else {
                Issue.record("\(result.caseID) ran against an adapter without the half: \(result.outcome)")
                continue
            }
            #expect(reason.contains("provides no"), "\(result.caseID): \(reason)")
        }
    }

    /// A widget without the source hook and without declarations, hosted in the kit's Today view.
    struct PlainWidgetAdapter: LifecycleAdapter {
        var name: String { "plain-widget" }
        func makeWidget() throws -> (any TodayWidget)? { PlainProvidingWidget() }
    }

    final class PlainProvidingWidget: WidgetProviding {
        let bundleIdentifier = "com.example.plain.today"
        var viewContent = "always the same"
        let memoryFootprintMegabytes = 4
        func widgetPerformUpdate(completionHandler: WidgetUpdateCompletionHandler, services: TodayWidgetServices) { completionHandler(.noData) }
    }

    @Test("a widget without the source hook or declarations finds the cases that need them not applicable")
    func widgetWithoutHook() {
        let results = CaseRunner().run(Self.cases(), against: PlainWidgetAdapter())
        for result in results where ["WIDGET-006", "WIDGET-007", "WIDGET-008", "WIDGET-009"].contains(result.caseID) {
            guard case .notApplicable = result.outcome else {
                Issue.record("\(result.caseID) should not apply: \(result.outcome)")
                continue
            }
        }
    }
}
