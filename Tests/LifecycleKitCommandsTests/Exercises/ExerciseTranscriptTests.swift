import Foundation
import Testing

/// The workshop's documents keep the output they quote in step with the kit: every `sh`
/// block followed by a `text` block is run in this process and its output compared with
/// the quote (a line holding only `…` stands for lines left out). A file a command writes
/// into the repository's `docs/workshop/` (the pictures) must equal the file there.
///
/// `LIFECYCLE_KIT_UPDATE_EXERCISES=1 swift test --filter ExerciseTranscriptTests` rewrites
/// the quotes and the pictures from the real output instead of comparing.
@Suite("Workshop documents quote the kit's real output")
struct ExerciseTranscriptTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../..").standardizedFileURL
    static let updating = ProcessInfo.processInfo.environment["LIFECYCLE_KIT_UPDATE_EXERCISES"] == "1"

    /// The workshop README, exercises and answer keys, in English and, once it exists, Korean.
    static var documents: [String] {
        var documents: [String] = []
        for track in ["docs/workshop", "docs/workshop/ko"] {
            let folder = root.appendingPathComponent(track)
            guard FileManager.default.fileExists(atPath: folder.path) else { continue }
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("README.md").path) { documents.append("\(track)/README.md") }
            for part in ["exercises", "answers"] {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(part).path)) ?? []
                documents += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(track)/\(part)/\($0)" }
            }
        }
        return documents
    }

    @Test("every document's quoted outputs are what its commands print", arguments: documents)
    func quotedOutputs(document: String) throws {
        let url = Self.root.appendingPathComponent(document)
        var lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        var shell = ExerciseShell(root: Self.root, scratch: scratch.url)
        var replacements: [(Range<Int>, [String])] = []
        for block in QuotedBlock.blocks(in: lines.joined(separator: "\n"), file: document) {
            var actual: [String] = []
            for (offset, command) in block.commands.enumerated() {
                actual += try shell.run(command, at: "\(document):\(block.line + offset)")
            }
            #expect(
                block.quoted.contains { !QuotedBlock.isElision($0) && !$0.trimmingCharacters(in: .whitespaces).isEmpty },
                "\(document):\(block.line): the quote shows nothing but elisions, so it checks nothing; quote at least one line")
            if Self.updating {
                replacements.append((block.quoteLines, QuotedBlock.updated(quoted: block.quoted, actual: actual)))
            } else {
                #expect(
                    QuotedBlock.matches(quoted: block.quoted, actual: actual),
                    "\(document):\(block.line): the output differs from the quote; it is:\n\(actual.joined(separator: "\n"))")
            }
        }
        for (path, written) in shell.written where path.hasPrefix("docs/workshop/") {
            let kept = Self.root.appendingPathComponent(path)
            let fresh = try Data(contentsOf: written)
            if Self.updating {
                try fresh.write(to: kept)
            } else {
                #expect((try? Data(contentsOf: kept)) == fresh, "\(path) is not what \(document) makes of it; run the update mode")
            }
        }
        if Self.updating && !replacements.isEmpty {
            for (range, new) in replacements.reversed() { lines.replaceSubrange(range, with: new) }
            try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
        }
    }

    @Test("the documents quote outputs at all: every exercise has at least one checked block")
    func coverage() throws {
        for document in Self.documents where document.contains("/exercises/") {
            let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
            #expect(!QuotedBlock.blocks(in: text, file: document).isEmpty, "\(document) quotes no output")
        }
    }

    @Test("a quote matches exactly, or with … for lines left out; the update keeps the elisions")
    func matching() {
        let output = ["a", "b", "c", "d"]
        #expect(QuotedBlock.matches(quoted: ["a", "b", "c", "d", ""], actual: output))
        #expect(QuotedBlock.matches(quoted: ["a", "…", "d"], actual: output))
        #expect(QuotedBlock.matches(quoted: ["…", "c", "…"], actual: output))
        #expect(QuotedBlock.matches(quoted: ["a", "  …", "b", "c", "d"], actual: output), "… may stand for no line")
        #expect(!QuotedBlock.matches(quoted: ["a", "c", "d"], actual: output))
        #expect(!QuotedBlock.matches(quoted: ["a", "…", "x"], actual: output))
        #expect(QuotedBlock.updated(quoted: ["a", "…", "x"], actual: output) == ["a", "…", "d"])
        #expect(QuotedBlock.updated(quoted: ["q", "…", "c", "…"], actual: output) == ["a", "…", "c", "…"])
        #expect(QuotedBlock.updated(quoted: ["a", "…", "gone", "…", "d"], actual: output) == ["a", "…", "d"])
        #expect(QuotedBlock.updated(quoted: ["old"], actual: output) == output)
        #expect(QuotedBlock.matches(quoted: ["took …"], actual: ["took 0.2 s"]) && !QuotedBlock.matches(quoted: ["took …"], actual: ["lost 0.2 s"]))
        #expect(QuotedBlock.updated(quoted: ["took …", "x"], actual: ["took 0.3 s", "y"]) == ["took …", "y"])
    }
}
