import Testing
@testable import LifecycleSpec

@Suite("The shipped catalog can recognise a copy of every document")
struct BundledSeedFieldsTests {
    @Test("every section of the five documents has a heading fingerprint, and every document a file fingerprint")
    func fingerprints() throws {
        let catalog = try CatalogLoader.loadBundled()
        let documents = Set(catalog.sources.filter { $0.kind == .document }.map(\.id))
        let sections = catalog.sections.filter { documents.contains($0.sourceID) }
        #expect(sections.count >= 250)
        #expect(sections.allSatisfy { $0.headingFingerprint.map(SeedFingerprint.isWellFormed) == true })
        #expect(catalog.sources.filter { $0.kind == .document }.allSatisfy { $0.fileFingerprint != nil })
        #expect(catalog.sections.filter { !documents.contains($0.sourceID) }.allSatisfy { $0.headingFingerprint == nil })
    }

    @Test("the guide's top-level sections are its embedded files, and their subsections inherit the file")
    func guideParts() throws {
        let catalog = try CatalogLoader.loadBundled()
        let guide = catalog.sections.filter { $0.sourceID == "guide" }
        let parts = Set(guide.filter { $0.parentID == nil }.compactMap(\.seedPart))
        #expect(parts.count == 5 && parts.contains("/README.md"))
        #expect(guide.allSatisfy { $0.seedPart != nil })
        #expect(catalog.sections.filter { $0.sourceID != "guide" }.allSatisfy { $0.seedPart == nil })
        #expect(catalog.section("guide.apg.life-cycle")?.seedPart == catalog.section("guide.apg")?.seedPart)
    }
}
