import Foundation
import Testing
@testable import LifecycleSpec

@Suite("The catalog checked against a copy of the documents (lint --seeds)")
struct SeedCheckTests {
    @Test("a copy of the catalog's edition: every heading confirmed, every rule line checked, nothing to report")
    func matchingCopy() throws {
        let catalog = try SeedFixture.catalog()
        let copy = try SeedFixture()
        defer { copy.remove() }
        let check = SeedCheck(catalog: catalog, library: copy.library)
        #expect(check.diagnostics.isEmpty && check.problems.isEmpty)
        #expect(check.documentsRead == 2 && check.sameEdition == 1, "only demo records a whole-file fingerprint")
        #expect(check.sectionsChecked == 5 && check.headingsConfirmed == 5 && check.rulesChecked == 3)
        #expect(check.summary == "2 documents read (1 the catalog's edition); 5 of 5 section headings confirmed; 3 rule lines checked")
    }

    @Test("a wrong fingerprint is named, with the fingerprint the copy has at that line, against the catalog file and line that record it")
    func wrongFingerprint() throws {
        let wrong = replacing("e53491a46d42", with: "000000000000", in: SpecFixture.source)
        let fixture = try SpecFixture(overrides: SeedFixture.catalogOverrides.merging(["sources/demo.json": wrong]) { _, new in new })
        defer { fixture.remove() }
        let catalog = try CatalogLoader(root: fixture.root).load()
        let copy = try SeedFixture()
        defer { copy.remove() }
        let check = SeedCheck(catalog: catalog, library: copy.library, catalogRoot: fixture.root)
        let diagnostic = try #require(check.diagnostics.first)
        #expect(check.diagnostics.count == 1 && check.headingsConfirmed == 4)
        #expect(diagnostic.file == "spec/sources/demo.json" && diagnostic.line == 10)
        #expect(diagnostic.record == "section demo.launch.order" && diagnostic.field == "headingFingerprint")
        #expect(diagnostic.message.hasPrefix("demo.txt line 7 has fingerprint e53491a46d42, not 000000000000"))
    }

    @Test("a heading at another line is reported with the line where it stands, and its rules are checked at the shifted lines")
    func movedHeading() throws {
        let catalog = try SeedFixture.catalog()
        let moved = (["더한 줄"] + SeedFixture.demoLines).joined(separator: "\n")
        let copy = try SeedFixture(files: ["demo.txt": Data(moved.utf8)])
        defer { copy.remove() }
        let check = SeedCheck(catalog: catalog, library: copy.library)
        #expect(check.diagnostics.map(\.field) == ["line", "line"])
        #expect(
            check.diagnostics.last?.message.contains(
                "stands at demo.txt line 8 in your copy, not at line 7; if the copy is the catalog's edition, set line to 8") == true)
        #expect(check.rulesChecked == 3)
    }

    @Test("a rule line past the end of the copy, or blank in it, is reported against the rule, with its line in the rules file")
    func ruleLines() throws {
        let rules = replacing("\"seedLine\": 9", with: "\"seedLine\": 40", in: replacing("\"seedLine\": 8", with: "\"seedLine\": 5", in: SpecFixture.rules))
        let fixture = try SpecFixture(overrides: SeedFixture.catalogOverrides.merging(["rules/demo.json": rules]) { _, new in new })
        defer { fixture.remove() }
        let catalog = try CatalogLoader(root: fixture.root).load()
        let copy = try SeedFixture()
        defer { copy.remove() }
        let check = SeedCheck(catalog: catalog, library: copy.library, catalogRoot: fixture.root)
        #expect(check.diagnostics.map(\.record) == ["rule DEMO-001", "rule DEMO-002"])
        #expect(check.diagnostics.map(\.line) == [5, 16])
        #expect(check.diagnostics.first?.message.hasPrefix("demo.txt line 5 is blank in your copy") == true)
        #expect(check.diagnostics.last?.message.hasPrefix("demo.txt line 40 is past the end of your copy (10 lines)") == true)
    }

    @Test("a document the copy lacks is a problem, and its sections are not counted as checked")
    func missingDocument() throws {
        let catalog = try SeedFixture.catalog()
        let copy = try SeedFixture(files: ["dump.txt": nil])
        defer { copy.remove() }
        let check = SeedCheck(catalog: catalog, library: copy.library)
        #expect(check.problems.map(\.reason).first?.hasPrefix("no such file") == true)
        #expect(check.documentsRead == 1 && check.sectionsChecked == 2 && check.diagnostics.isEmpty)
        #expect(check.summary.hasPrefix("1 document read (1 the catalog's edition), 1 unreadable;"))
    }
}
