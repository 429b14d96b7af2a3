import Foundation
import LifecycleCommandLine
import LifecycleSpec
import Testing

@Suite("lint --seeds on the shipped catalog, with copies that are not the documents")
struct SeedsLintShippedCatalogTests {
    @Test("an empty seeds folder: every document is named as missing, and lint exits 3")
    func emptyFolder() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let catalog = try CatalogLoader.loadBundled()
        let (status, transcript) = KitTranscript.run(["lint", "--seeds", scratch.url.path])
        #expect(status == .couldNotComplete)
        for source in catalog.sources where source.kind == .document {
            #expect(transcript.errors.contains { $0.hasPrefix("error: \(scratch.url.path)/\(source.file): no such file") }, "\(source.file)")
        }
        #expect(transcript.output.contains { $0.hasPrefix("seeds: 0 documents read (0 the catalog's edition), 5 unreadable;") })
    }

    @Test("invented copies under the documents' names: another edition, the first hundred heading mismatches named and the rest counted, lint exits 1")
    func otherEdition() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let catalog = try CatalogLoader.loadBundled()
        let invented = (1...1000).map { "지어낸 줄 \($0)" }.joined(separator: "\n")
        for source in catalog.sources where source.kind == .document {
            try Data(invented.utf8).write(to: scratch.url.appendingPathComponent(source.file))
        }
        let (status, transcript) = KitTranscript.run(["lint", "--seeds", scratch.url.path])
        #expect(status == .negative)
        #expect(
            transcript.errors.contains { $0.contains("section bgexec.overview: field 'headingFingerprint': 002_f38fa16635aa7e95.txt line 3 has fingerprint") })
        #expect(transcript.errors.contains("error: … and 170 more defect(s) not shown; fix the ones above first"))
        #expect(transcript.errors.last == "error: 270 difference(s) from your copy of the documents")
        #expect(transcript.errors.contains { $0.contains("section guide.apg: field 'seedPart': your copy 003_01fdf5ec32ff2cb0.txt holds no embedded file") })
        #expect(transcript.output.contains { $0.hasPrefix("seeds: 5 documents read (0 the catalog's edition); 0 of ") })
    }
}
