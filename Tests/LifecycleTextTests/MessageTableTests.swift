import Foundation
import Testing

@testable import LifecycleText

/// Every message the kit prints exists in every language, with the same placeholders, and
/// every message id the code names exists.
@Suite("Message tables: every English message has its Korean one, with the same placeholders")
struct MessageTableTests {
    static var areaNames: [String] { MessageRegistry.areas.map { $0.name } }

    static func area(_ name: String) -> (any MessageArea.Type)? { MessageRegistry.areas.first { $0.name == name } }

    @Test("each area has the same ids in English and Korean", arguments: areaNames)
    func sameIDs(name: String) throws {
        let area = try #require(Self.area(name))
        let english = Set(area.english.keys), korean = Set(area.korean.keys)
        #expect(english.subtracting(korean).sorted() == [], "ids without a Korean text")
        #expect(korean.subtracting(english).sorted() == [], "Korean texts without an English one")
    }

    @Test("each Korean text has exactly its English text's placeholders, and is written in Korean", arguments: areaNames)
    func samePlaceholders(name: String) throws {
        let area = try #require(Self.area(name))
        for (id, english) in area.english.sorted(by: { $0.key < $1.key }) {
            guard let korean = area.korean[id] else { continue }
            #expect(Words.placeholders(in: korean) == Words.placeholders(in: english), "\(name): \(id)")
            #expect(!korean.trimmingCharacters(in: .whitespaces).isEmpty, "\(name): \(id) is empty")
            let letters = english.unicodeScalars.filter { ("a"..."z").contains($0) }.count
            let hangul = korean.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
            if letters >= 8 && english.contains(" ") { #expect(hangul, "\(name): \(id) has no Korean in '\(korean)'") }
        }
    }

    @Test("no id is defined by two areas")
    func uniqueIDs() {
        var seen: [String: String] = [:]
        for area in MessageRegistry.areas {
            for id in area.english.keys {
                #expect(seen[id] == nil, "\(id) is in both \(seen[id] ?? "") and \(area.name)")
                seen[id] = area.name
            }
        }
    }

    @Test("every message id named in the kit's sources exists in the English tables")
    func idsInSources() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Sources").standardizedFileURL
        let table = MessageRegistry.table(for: .english)
        let pattern = try NSRegularExpression(pattern: #"(?:words\(|\bid: |expectedID: |Words\.english\()"([a-z0-9-]+(?:\.[a-z0-9-]+)+)""#)
        var named = 0
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        for file in files where file.pathExtension == "swift" {
            let code = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
            let text = code.filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                let id = String(text[range])
                named += 1
                #expect(table[id] != nil, "\(file.lastPathComponent) names '\(id)', which no English table has")
            }
        }
        #expect(named > 30, "the scan found the ids the code names")
    }
}
