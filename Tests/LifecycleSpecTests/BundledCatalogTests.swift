import Foundation
import Testing
@testable import LifecycleSpec

@Suite("The catalog shipped in spec/ loads, lints clean and is complete")
struct BundledCatalogTests {
    static let catalog: Catalog? = try? CatalogLoader.loadBundled()

    @Test("the bundled catalog loads without a single defect")
    func loadsClean() throws {
        do {
            _ = try CatalogLoader.loadBundled()
        } catch {
            Issue.record("catalog defects:\n\(error)")
        }
    }

    @Test("all five source documents are described, each with a section tree, and one extension source apart from them")
    func fiveSources() throws {
        let catalog = try #require(Self.catalog)
        #expect(Set(catalog.sources.filter { $0.kind == .document }.map(\.id)) == ["states", "scene", "bgexec", "guide", "lifecycle"])
        #expect(catalog.sources.filter { $0.kind == .extension }.map(\.id) == ["extensions"])
        let extensionRules = catalog.rules.filter { $0.sourceID == "extensions" }
        #expect(!extensionRules.isEmpty && extensionRules.allSatisfy { $0.level == .extension && $0.levelBasis == .beyondDocuments })
        for source in catalog.sources {
            #expect(catalog.sections.contains { $0.sourceID == source.id }, "source \(source.id) has no sections")
        }
    }

    @Test("the catalog holds well over two hundred rules, every one with a statement")
    func ruleCount() throws {
        let catalog = try #require(Self.catalog)
        #expect(catalog.rules.count > 200)
        #expect(catalog.rules.allSatisfy { !$0.statement.isEmpty })
    }

    @Test("every section has a rule or a written reason why it has none")
    func sectionCoverage() throws {
        let catalog = try #require(Self.catalog)
        let covered = Set(catalog.rules.map(\.sectionID))
        let bare = catalog.sections.filter { !covered.contains($0.id) && $0.noRulesReason == nil }
        #expect(bare.isEmpty, "sections without rules or reasons: \(bare.map(\.id))")
    }

    @Test(
        "every table row cites at least one existing rule",
        arguments: ["transitions", "relaunch", "background-modes", "responsible-background-duties", "callback-duties", "queued-notifications", "time-budgets"])
    func tableRowsCiteRules(table name: String) throws {
        let catalog = try #require(Self.catalog)
        let found = catalog.table(name)
        #expect(found != nil, "table \(name) is missing from spec/tables")
        guard let table = found else { return }
        #expect(!table.rows.isEmpty)
        for row in table.rows {
            #expect(!row.ruleIDs.isEmpty, "row \(row.id) cites no rule")
            for ruleID in row.ruleIDs {
                #expect(catalog.rule(ruleID) != nil, "row \(row.id) cites unknown rule \(ruleID)")
            }
        }
    }

    @Test("every conflict names a default the model follows and a setting that selects the other rule")
    func conflictsAreResolved() throws {
        let catalog = try #require(Self.catalog)
        #expect(catalog.conflicts.count >= 3)
        for conflict in catalog.conflicts {
            #expect(conflict.ruleIDs.contains(conflict.modelDefault))
            if conflict.setting != nil { #expect(Set(conflict.settingValues.keys) == Set(conflict.ruleIDs)) }
        }
    }

    @Test("the documents' own required/recommended/optional labels are kept as levels")
    func markedLevelsKept() throws {
        let catalog = try #require(Self.catalog)
        let marked: [LevelBasis: RuleLevel] = [.markedRequired: .required, .markedRecommended: .recommended, .markedOptional: .optional]
        for rule in catalog.rules {
            if let level = marked[rule.levelBasis] {
                #expect(rule.level == level, "\(rule.id) is \(rule.levelBasis.rawValue) but has level \(rule.level.rawValue)")
            }
        }
        #expect(catalog.rules.contains { $0.levelBasis == .markedOptional })
    }

    @Test("the translations' departures from the originals are notes on their rules, never silent corrections")
    func translationNotesKept() throws {
        let catalog = try #require(Self.catalog)
        for id in ["STATES-129", "STATES-197", "APG-244", "APG-245", "BGEXEC-224", "TODAY-023"] {
            #expect(catalog.rule(id)?.translationNote?.kind == .misspelling, "\(id) keeps the translation's misspelt name in a note")
        }
        // A translation's own reading kept as one side of a conflict says so.
        for id in ["APG-119", "APG-486"] {
            let rule = try #require(catalog.rule(id))
            #expect(rule.translationNote != nil && !rule.conflictsWith.isEmpty, "\(id)")
        }
        let remarks = catalog.rules.filter { $0.levelBasis == .translatorRemark }
        #expect(!remarks.isEmpty && remarks.allSatisfy { $0.level == .informative && $0.testability == .informative })
    }
}
