import Foundation
import LifecycleConformance
import LifecycleSamples
import LifecycleSpec
import LifecycleText
import Testing

/// Every text a case shows people — its title, hint and check summaries — has a Korean
/// translation in `written-text.ko.json`, and no translation is left over from a text that
/// changed: the table is keyed by the English, so an edited English text shows up here as
/// one missing and one unused entry.
@Suite("Case texts have their Korean translation, and the table has nothing stale")
struct CaseTextTranslationTests {
    static let translator = WrittenTextTranslator(.stored(for: .korean))

    /// Every (case id, what, English text) the kit shows for its cases.
    static var caseTexts: [(caseID: String, what: String, text: String)] {
        ConformanceSuite.allCases.flatMap { conformanceCase in
            [(conformanceCase.id, "title", conformanceCase.title), (conformanceCase.id, "hint", conformanceCase.hint)]
                + conformanceCase.checks.map { (conformanceCase.id, "check at line \($0.line)", $0.summary) }
        }
    }

    @Test("every case's title, hint and check summaries translate (exactly or through a pattern)")
    func everyTextTranslates() {
        let missing = Self.caseTexts.filter { Self.translator.translation(of: $0.text) == nil }
        let shown = missing.prefix(20).map { "\($0.caseID) \($0.what): \($0.text)" }.joined(separator: "\n")
        #expect(missing.count == 0, "\(missing.count) case texts have no Korean translation in written-text.ko.json:\n\(shown)")
    }

    @Test("every exact entry is the text of some case, category or conflict; none is left from an English text that changed")
    func noStaleEntry() throws {
        let catalog = try CatalogLoader.loadBundled()
        let texts = Set(Self.caseTexts.map(\.text) + Self.catalogTexts(catalog))
        let stale = Self.translator.table.exact.keys.filter { !texts.contains($0) }.sorted()
        #expect(stale.count == 0, "entries no case shows any more (its English changed or the case is gone):\n\(stale.prefix(20).joined(separator: "\n"))")
    }

    @Test("every category description and conflict topic has its Korean translation")
    func catalogTextsTranslate() throws {
        let missing = Self.catalogTexts(try CatalogLoader.loadBundled()).filter { Self.translator.table.exact[$0] == nil }
        #expect(missing.isEmpty, "category descriptions or conflict topics without a Korean translation: \(missing)")
    }

    /// The catalog's own texts that `explain` shows: category descriptions and conflict topics.
    static func catalogTexts(_ catalog: Catalog) -> [String] {
        catalog.categories.map(\.description) + catalog.conflicts.map(\.topic)
    }

    @Test("every pattern is used by a case text or is a message the kit's code still writes (its words are in the sources)")
    func everyPatternIsUsed() throws {
        let used = Set(Self.caseTexts.compactMap { Self.translator.patternTranslation(of: $0.text)?.pattern })
        let sources = try Self.sourceText()
        for pattern in Self.translator.table.patterns.keys.sorted() where !used.contains(pattern) {
            let words = pattern.replacingOccurrences(of: #"\{\w+\}"#, with: " ", options: .regularExpression)
                .split(whereSeparator: { !$0.isLetter && $0 != "'" && $0 != "-" }).map(String.init)
            guard words.count >= 2 else { continue }
            let pairs = zip(words, words.dropFirst()).map { "\($0) \($1)" }
            #expect(
                pairs.contains { sources.contains($0) }, "pattern '\(pattern)' matches no case text and none of its word pairs is in Sources/: a stale message?"
            )
        }
    }

    /// Every Swift source of the kit without its interpolations, its words separated by single spaces.
    static func sourceText() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources").standardizedFileURL
        var text = ""
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            text += try String(contentsOf: file, encoding: .utf8) + "\n"
        }
        // An interpolation stands where a placeholder stands in a pattern: drop it.
        let literal = text.replacingOccurrences(of: #"\\\([^")]*\)"#, with: " ", options: .regularExpression)
        return literal.split(whereSeparator: { !$0.isLetter && $0 != "'" && $0 != "-" }).joined(separator: " ")
    }

    @Test("a translation keeps every code span and id of its English")
    func translationsKeepIdentifiers() {
        for (english, korean) in Self.translator.table.exact {
            for span in Self.codeSpans(english) {
                #expect(korean.contains(span), "'\(korean)' lost `\(span)` of '\(english)'")
            }
            for id in Self.ids(english) { #expect(korean.contains(id), "'\(korean)' lost \(id) of '\(english)'") }
            #expect(korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "'\(english)' is not translated: '\(korean)'")
        }
    }

    @Test("patterns and their translations have the same placeholders")
    func patternPlaceholders() {
        for (english, korean) in Self.translator.table.patterns {
            #expect(Words.placeholders(in: english) == Words.placeholders(in: korean), "placeholders differ: '\(english)' / '\(korean)'")
        }
    }

    @Test(
        "a failing case told in Korean has its frame and the common check messages in Korean",
        arguments: [
            "broken-never-inactive", "broken-silent-interruption-end", "broken-app-leaves-sensitive-content-visible", "broken-uncoalesced-queued-notifications",
        ])
    func failuresInKorean(adapterName: String) throws {
        let adapter = try #require(BuiltInAdapters.named(adapterName))
        let catalog = try CatalogLoader.loadBundled()
        let words = Words(.korean)
        var failures = 0
        for conformanceCase in ConformanceSuite.allCases {
            let result = CaseRunner().run(conformanceCase, against: adapter)
            guard FailureExplanation(result: result, case: conformanceCase) != nil else { continue }
            failures += 1
            let lines = FailureExplanation.lines(for: result, case: conformanceCase, catalog: catalog, words: words)
            let english = lines.filter { line in
                let text = line.trimmingCharacters(in: .whitespaces)
                return text.hasPrefix("expected '") || text.hasPrefix("observed what must not") || text.contains("from what the documents fix")
                    || text.hasPrefix("expected ") && text.hasSuffix("| observed") || text == "observed:" || text.hasPrefix("stimulus ")
            }
            #expect(english.isEmpty, "\(conformanceCase.id): lines left in English:\n\(english.joined(separator: "\n"))")
            let frame = [lines[0], lines[1]]
            #expect(frame.allSatisfy { $0.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } }, "\(conformanceCase.id): \(frame)")
        }
        #expect(failures > 0, "\(adapterName) fails no case, so this test shows nothing")
    }

    static func codeSpans(_ text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    static func ids(_ text: String) -> [String] {
        text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "-" }).map(String.init).filter { word in
            word.contains("-") && word.first?.isUppercase == true && word.last?.isNumber == true
        }
    }
}
