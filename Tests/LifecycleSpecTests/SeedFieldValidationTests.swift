import Testing
@testable import LifecycleSpec

@Suite("lint checks the seed fields of the catalog: heading fingerprints, embedded files, file fingerprints")
struct SeedFieldValidationTests {
    /// The diagnostics of the fixture catalog (with the dump source) after `overrides`.
    func diagnostics(_ overrides: [String: String]) throws -> [SpecDiagnostic] {
        do {
            _ = try SeedFixture.catalog(overrides: overrides)
            return []
        } catch let error as CatalogLoadError {
            return error.diagnostics
        }
    }

    @Test("the fixture catalog with both sources loads clean")
    func clean() throws {
        #expect(try diagnostics([:]).isEmpty)
    }

    @Test("a section of a document without headingFingerprint, with a malformed one, or with a blank line's, is a defect")
    func headingFingerprint() throws {
        let missing = replacing(#""headingFingerprint": "e53491a46d42", "#, with: "", in: SpecFixture.source)
        let malformed = replacing("e53491a46d42", with: "E53491A46D42", in: SpecFixture.source)
        let blank = replacing("e53491a46d42", with: SeedFingerprint.ofBlankLine, in: SpecFixture.source)
        let cases = [
            (missing, "missing field; every section of a document records the fingerprint of its heading line"),
            (malformed, "must be 12 lower-case hexadecimal digits, got 'E53491A46D42'"),
            (blank, "is the fingerprint of a blank line; set line to the line where the heading stands"),
        ]
        for (source, message) in cases {
            let found = try diagnostics(["sources/demo.json": source])
            #expect(found.count == 1)
            #expect(found.first?.record == "section demo.launch.order" && found.first?.field == "headingFingerprint")
            #expect(found.first?.message.hasPrefix(message) == true, "\(found)")
        }
    }

    @Test("seedPart only on top-level sections, on all of them or none, never the same file twice, always a path")
    func seedPart() throws {
        let dump = try #require(SeedFixture.catalogOverrides["sources/dump.json"])
        let nested = replacing(#""headingFingerprint": "cf7dbd54ca02","#, with: #""headingFingerprint": "cf7dbd54ca02", "seedPart": "/guide.md","#, in: dump)
        let oneMissing = replacing(#""seedPart": "/notes.md","#, with: "", in: dump)
        let twice = replacing(#""seedPart": "/notes.md""#, with: #""seedPart": "/guide.md""#, in: dump)
        let notAPath = replacing(#""seedPart": "/notes.md""#, with: #""seedPart": "notes.md""#, in: dump)
        let cases = [
            (nested, "section dump.guide.lock", "only a top-level section names an embedded file"),
            (oneMissing, "section dump.notes", "missing field; the other top-level sections of source dump name their embedded files"),
            (twice, "section dump.guide", "names the same embedded file as section dump.notes"),
            (notAPath, "section dump.notes", "must be the path the dump prints before the embedded file, starting with '/'"),
        ]
        for (source, record, message) in cases {
            let found = try diagnostics(["sources/dump.json": source])
            #expect(found.count == 1)
            #expect(found.first?.record == record && found.first?.field == "seedPart")
            #expect(found.first?.message.hasPrefix(message) == true, "\(found)")
        }
    }

    @Test("a malformed fileFingerprint is a defect, and an extension source takes no seed field")
    func fileFingerprintAndExtension() throws {
        let malformed = replacing("7c6667a77982", with: "7c66", in: SpecFixture.source)
        let found = try diagnostics(["sources/demo.json": malformed])
        #expect(found.map(\.field) == ["fileFingerprint"])
        let extensionSource = """
            { "id": "more", "kind": "extension", "reference": "UIKit", "title": "More", "language": "en", "era": "now",
              "fileFingerprint": "7c6667a77982",
              "sections": [ { "id": "more.one", "title": "One", "line": 0, "headingFingerprint": "4613a5cff41b", "children": [],
                              "noRulesReason": "nothing" } ] }
            """
        let extensionFound = try diagnostics(["sources/more.json": extensionSource])
        #expect(Set(extensionFound.compactMap(\.field)) == ["fileFingerprint", "headingFingerprint"])
        #expect(extensionFound.allSatisfy { $0.message == "an extension source has no seed file; remove the field" })
    }
}
