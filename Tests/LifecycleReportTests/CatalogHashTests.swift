import Foundation
import LifecycleReport
import LifecycleSpec
import Testing

@Suite("The catalog hash depends on what the catalog says, not on where or in what order it is written")
struct CatalogHashTests {
    static let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("spec")

    /// A copy of the kit's spec folder, changed by `edit`, loaded.
    static func loadCopy(_ edit: (URL) throws -> Void) throws -> Catalog {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let copy = folder.url.appendingPathComponent("spec")
        try FileManager.default.copyItem(at: spec, to: copy)
        try edit(copy)
        return try CatalogLoader(root: copy).load()
    }

    /// Rewrites a JSON file through `change`, compact and with sorted keys, so every line moves.
    static func rewrite(_ file: URL, _ change: (inout [String: Any]) -> Void) throws {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        change(&object)
        try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]).write(to: file)
    }

    @Test("a copy in another folder, with a rules file renamed and the conflicts reordered and reformatted, has the same hash")
    func independentOfPlaceAndOrder() throws {
        let bundled = try #require(Fixtures.catalog)
        let moved = try Self.loadCopy { copy in
            try FileManager.default.moveItem(
                at: copy.appendingPathComponent("rules/states.json"), to: copy.appendingPathComponent("rules/zz-renamed-states.json"))
            try Self.rewrite(copy.appendingPathComponent("conflicts.json")) { object in
                object["conflicts"] = (object["conflicts"] as? [Any]).map { Array($0.reversed()) }
            }
        }
        #expect(moved.rules.first { $0.id == "STATES-001" }?.file != bundled.rules.first { $0.id == "STATES-001" }?.file)
        #expect(moved.conflicts.map(\.id) == bundled.conflicts.map(\.id).reversed())
        #expect(CatalogHash.sha256(of: moved) == CatalogHash.sha256(of: bundled))
        #expect(CatalogHash.canonicalText(of: moved) == CatalogHash.canonicalText(of: bundled))
    }

    @Test("changing one rule's statement changes the hash")
    func dependsOnContent() throws {
        let bundled = try #require(Fixtures.catalog)
        let edited = try Self.loadCopy { copy in
            try Self.rewrite(copy.appendingPathComponent("rules/states.json")) { object in
                guard var rules = object["rules"] as? [[String: Any]], let statement = rules[0]["statement"] as? String else { return }
                rules[0]["statement"] = "Edited: " + statement
                object["rules"] = rules
            }
            // The Korean statement follows the edit, as lint demands of any edited statement.
            try Self.rewrite(copy.appendingPathComponent("ko/rules/states.json")) { object in
                guard var statements = object["statements"] as? [[String: Any]], let english = Fixtures.catalog?.rule("STATES-001")?.statement else { return }
                statements[0]["from"] = RuleTranslations.fingerprint(of: "Edited: " + english)
                object["statements"] = statements
            }
        }
        #expect(edited.rule("STATES-001")?.statement.hasPrefix("Edited: ") == true)
        #expect(CatalogHash.sha256(of: edited) != CatalogHash.sha256(of: bundled))
    }

    @Test("the canonical text is JSON with sorted keys and no catalog-file locations, and the hash is its SHA-256")
    func canonicalText() throws {
        let catalog = try #require(Fixtures.catalog)
        let text = CatalogHash.canonicalText(of: catalog)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object.keys.sorted() == ["categories", "conflicts", "rules", "sections", "sources", "tables"])
        #expect((object["rules"] as? [Any])?.count == catalog.rules.count)
        #expect(!text.contains("\"fileLine\""))
        #expect(!text.contains("\"file\":\"rules/"))
        let hash = CatalogHash.sha256(of: catalog)
        #expect(hash.count == 64 && hash.allSatisfy { $0.isHexDigit && !$0.isUppercase })
    }
}
