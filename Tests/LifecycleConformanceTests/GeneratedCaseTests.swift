import LifecycleConformance
import LifecycleModel
import Testing

@Suite("Cases generated from the tables are in the suite, and each check charges the rules of one facet")
struct GeneratedCaseTests {
    static let tables = try? ModelTables.bundled()

    @Test("every transition row a stimulus sets off, and whose rules state a facet, is checked by a case of the suite")
    func everyRowIsChecked() throws {
        let tables = try #require(Self.tables)
        let systemDecisions: Set<Trigger> = [.systemSuspend, .backgroundEventDone, .exitOnSuspend]
        let checked = Set(ConformanceSuite.allCases.filter { $0.id.hasPrefix("ROW-") }.map { $0.id.split(separator: "-")[1] })
        let unchecked = tables.transitions.filter { row in
            !systemDecisions.contains(row.trigger) && !row.facets.stated.isEmpty && !checked.contains(row.id.dropFirst(3))
        }
        #expect(unchecked.isEmpty, "rows without a generated case: \(unchecked.map(\.id))")
    }

    @Test("each check of a transition case charges exactly the rules of one facet of its row")
    func transitionChecksChargeOneFacet() throws {
        let tables = try #require(Self.tables)
        let rows = Dictionary(uniqueKeysWithValues: tables.transitions.map { ($0.id.dropFirst(3), $0) })
        var stray: [String] = []
        for conformanceCase in ConformanceSuite.allCases where conformanceCase.id.hasPrefix("ROW-") {
            let row = try #require(rows[conformanceCase.id.split(separator: "-")[1]])
            let facetRules = TransitionFacet.allCases.map { row.facets.rules($0) }
            for check in conformanceCase.checks where !facetRules.contains(check.ruleIDs) {
                stray.append("\(conformanceCase.id) '\(check.summary)': \(check.ruleIDs)")
            }
        }
        #expect(stray.isEmpty, "\(stray.count) checks charge rules of no single facet: \(stray.prefix(5))")
    }

    @Test("each check of a relaunch case charges only rules its row gives as reasons")
    func relaunchChecksChargeReasons() throws {
        let tables = try #require(Self.tables)
        let rows = Dictionary(uniqueKeysWithValues: tables.relaunch.map { ($0.id.dropFirst(3), $0) })
        var stray: [String] = []
        for conformanceCase in ConformanceSuite.allCases where conformanceCase.id.hasPrefix("RELAUNCH-") {
            let row = try #require(rows[conformanceCase.id.split(separator: "-")[1]])
            let reasons = Set(RelaunchFacet.allCases.flatMap { row.facets.rules($0) })
            for check in conformanceCase.checks where !reasons.isSuperset(of: check.ruleIDs) || check.ruleIDs.isEmpty {
                stray.append("\(conformanceCase.id): \(check.ruleIDs)")
            }
        }
        #expect(stray.isEmpty, "\(stray.count) relaunch checks charge rules their row gives for no reason: \(stray.prefix(5))")
    }
}
