import Foundation
import Testing
@testable import LifecycleSpec

@Suite("A rule's passage, quoted from the user's copy of the documents")
struct SeedPassageTests {
    @Test("the rule's line is quoted under its section's heading when the heading stands at its recorded line")
    func quotesTheLine() throws {
        let catalog = try SeedFixture.catalog()
        let copy = try SeedFixture()
        defer { copy.remove() }
        let rule = try #require(catalog.rule("DEMO-001"))
        guard case .quoted(let line, let heading) = copy.library.passage(for: rule, in: catalog) else {
            Issue.record("expected a quote, got \(copy.library.passage(for: rule, in: catalog))")
            return
        }
        #expect(line == SeedLine(file: "demo.txt", part: nil, number: 8, rawText: SeedFixture.demoLines[7], limit: 160))
        #expect(line.text == SeedFixture.demoLines[7])
        #expect(heading.number == 7 && heading.text == "호출 순서", "trimmed, its inner whitespace collapsed")
        #expect(line.place == "demo.txt line 8")
    }

    @Test("in a repository dump the rule's line is looked up in its embedded file, by the numbers the dump prints")
    func quotesFromAnEmbeddedFile() throws {
        let catalog = try SeedFixture.catalog()
        let copy = try SeedFixture()
        defer { copy.remove() }
        let rule = try #require(catalog.rule("DUMP-001"))
        guard case .quoted(let line, let heading) = copy.library.passage(for: rule, in: catalog) else {
            Issue.record("expected a quote, got \(copy.library.passage(for: rule, in: catalog))")
            return
        }
        #expect(line.part == "/guide.md" && line.number == 5)
        #expect(line.text == "잠긴 화면에서도 위젯이 보이게 설정할 수 있다. 설정 값은 3 | 4 처럼 적는다.")
        #expect(heading.number == 4 && heading.text == "잠금 화면", "shown without its Markdown marker")
        #expect(line.place == "dump.txt, embedded file /guide.md, line 5")
    }

    @Test("a heading that moved: the rule's line is shifted by the same offset, and the lines say so")
    func headingMoved() throws {
        let catalog = try SeedFixture.catalog()
        let moved = (["머리말 위에 더한 줄", ""] + SeedFixture.demoLines).joined(separator: "\n")
        let copy = try SeedFixture(files: ["demo.txt": Data(moved.utf8)])
        defer { copy.remove() }
        let passage = copy.library.passage(for: try #require(catalog.rule("DEMO-001")), in: catalog)
        guard case .shifted(let line, let heading, let offset) = passage else {
            Issue.record("expected a shifted quote, got \(passage)")
            return
        }
        #expect(offset == 2 && line.number == 10 && heading.number == 9)
        #expect(line.text == SeedFixture.demoLines[7])
        let shown = passage.explanationLines.joined(separator: "\n")
        #expect(shown.contains("demo.txt line 10, shifted by +2 from the recorded line 8"))
        #expect(shown.contains("heading stands at line 9, not 7"))
    }

    @Test("a heading that is gone: nothing is quoted, and the copy is said to be another edition, naming file, line and section")
    func headingGone() throws {
        let catalog = try SeedFixture.catalog()
        var lines = SeedFixture.demoLines
        lines[6] = "전혀 다른 제목"
        let copy = try SeedFixture(files: ["demo.txt": Data(lines.joined(separator: "\n").utf8)])
        defer { copy.remove() }
        let passage = copy.library.passage(for: try #require(catalog.rule("DEMO-001")), in: catalog)
        guard case .differentEdition(let mismatch) = passage else {
            Issue.record("expected a different edition, got \(passage)")
            return
        }
        #expect(mismatch.kind == .headingNotFound && mismatch.line == 7 && mismatch.record == "section demo.launch.order")
        #expect(mismatch.foundFingerprint == SeedFingerprint.ofHeading("전혀 다른 제목"))
        let shown = passage.explanationLines
        #expect(shown.count == 1)
        #expect(shown[0].hasPrefix("seed passage: not quoted; this copy looks like a different edition: demo.txt line 7: section demo.launch.order:"))
        #expect(!shown[0].contains("전혀"), "the message does not quote the copy")
    }

    @Test("a long line is cut to the quote length, ending in an ellipsis")
    func longLineCut() throws {
        let catalog = try SeedFixture.catalog()
        let copy = try SeedFixture()
        defer { copy.remove() }
        guard case .quoted(let line, _) = copy.library.passage(for: try #require(catalog.rule("DEMO-002")), in: catalog) else {
            Issue.record("expected a quote")
            return
        }
        #expect(SeedFixture.demoLines[8].count > SeedLibrary.defaultQuoteLength)
        #expect(line.text.count == SeedLibrary.defaultQuoteLength && line.text.hasSuffix("…"))
        #expect(SeedFixture.demoLines[8].hasPrefix(String(line.text.dropLast())))
        #expect(SeedLine.excerpt(" 짧은\t\t줄 \u{1}끝 ", limit: 160) == "짧은 줄 끝")
        #expect(SeedLine.excerpt("하나 둘 셋 넷", limit: 5) == "하나 둘…")
    }

    @Test("an extension rule has no passage, and shows no line")
    func extensionRule() throws {
        let catalog = try SeedFixture.catalog()
        let copy = try SeedFixture()
        defer { copy.remove() }
        let foreign = Rule(
            id: "EXT-001", sourceID: "extensions", sectionID: "extensions.none", level: .extension, levelBasis: .beyondDocuments, subject: .system,
            category: "launch", statement: "x", testability: .automated, testabilityReason: nil, iosVersions: .all, conflictsWith: [], sameAs: [],
            seedLine: 0, retired: false, file: "spec/rules/extensions.json")
        #expect(copy.library.passage(for: foreign, in: catalog) == .notFromADocument)
        #expect(SeedPassage.notFromADocument.explanationLines.isEmpty)
    }
}
