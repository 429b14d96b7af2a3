import LifecycleConformance
import LifecycleModel
import LifecycleSpec
import Testing

@Suite("Every conformance case passes against the kit's reference")
struct ReferenceConformanceTests {
    @Test("conformance case", arguments: ConformanceSuite.allCases)
    func referencePasses(_ conformanceCase: ConformanceCase) {
        let result = CaseRunner().run(conformanceCase, against: ReferenceAdapter())
        #expect(result.outcome == .passed, "\(result.report(hint: conformanceCase.hint))")
    }
}

@Suite("The cases and the catalog agree")
struct CaseCatalogAgreementTests {
    static let catalog = try? CatalogLoader.loadBundled()

    @Test("case ids are unique")
    func uniqueIDs() {
        let ids = ConformanceSuite.allCases.map(\.id)
        #expect(Set(ids).count == ids.count, "duplicate ids: \(Dictionary(grouping: ids, by: { $0 }).filter { $1.count > 1 }.keys.sorted())")
    }

    @Test("every case has a level and a section, taken from the rules it names")
    func levelAndSection() throws {
        let catalog = try #require(Self.catalog)
        for conformanceCase in ConformanceSuite.allCases {
            #expect(conformanceCase.level(in: catalog) != nil, "\(conformanceCase.id) has no level")
            #expect(!conformanceCase.sectionIDs(in: catalog).isEmpty, "\(conformanceCase.id) has no section")
        }
    }

    @Test("every rule a case names exists in the catalog")
    func namedRulesExist() throws {
        let catalog = try #require(Self.catalog)
        for conformanceCase in ConformanceSuite.allCases {
            #expect(!conformanceCase.ruleIDs.isEmpty, "\(conformanceCase.id) names no rule")
            for id in conformanceCase.ruleIDs where catalog.rule(id) == nil {
                Issue.record("case \(conformanceCase.id) names rule \(id), which is not in the catalog")
            }
        }
    }
}
