import Foundation
import LifecycleFiles
import Testing
@testable import LifecycleSpec

#if canImport(Glibc)
    import Glibc
#endif

@Suite("A copy of the documents the kit cannot read: one clear line each, never a crash, never silence")
struct SeedCopyProblemTests {
    @Test("a missing file: the passage is unavailable, naming the file expected and the source")
    func missingFile() throws {
        let catalog = try SeedFixture.catalog()
        let copy = try SeedFixture(files: ["demo.txt": nil])
        defer { copy.remove() }
        let passage = copy.library.passage(for: try #require(catalog.rule("DEMO-001")), in: catalog)
        guard case .unavailable(let problem) = passage else {
            Issue.record("expected the copy to be unavailable, got \(passage)")
            return
        }
        #expect(problem.path == copy.folder.appendingPathComponent("demo.txt").path)
        #expect(problem.description.hasSuffix("no such file; put your copy of 'Demo document' (source demo) in the folder under this name"))
        #expect(!problem.description.contains("\n"))
    }

    @Test("a file that is not UTF-8: the line of the first bad byte is named")
    func notUTF8() throws {
        let catalog = try SeedFixture.catalog()
        var bytes = Data("첫 줄\n".utf8)
        bytes.append(contentsOf: [0x41, 0xFF, 0xFE, 0x0A])
        let copy = try SeedFixture(files: ["demo.txt": bytes])
        defer { copy.remove() }
        guard case .unavailable(let problem) = copy.library.passage(for: try #require(catalog.rule("DEMO-001")), in: catalog) else {
            Issue.record("expected the copy to be unavailable")
            return
        }
        #expect(problem.line == 2)
        #expect(problem.reason == "not UTF-8 text; save the file as UTF-8")
    }

    @Test("a folder where the file should be, and a file larger than the read limit, are refused, saying so")
    func folderAndHugeFile() throws {
        let catalog = try SeedFixture.catalog()
        let copy = try SeedFixture(files: ["demo.txt": nil])
        defer { copy.remove() }
        try FileManager.default.createDirectory(at: copy.folder.appendingPathComponent("demo.txt"), withIntermediateDirectories: false)
        let demo = try #require(catalog.source("demo")), dump = try #require(catalog.source("dump"))
        guard case .failure(let folderProblem) = copy.library.document(for: demo) else {
            Issue.record("a folder was read as a file")
            return
        }
        #expect(folderProblem.reason == "is a folder; the copy of source demo must be a file of that name")
        let small = SeedLibrary(folder: copy.folder, readLimit: 64)
        guard case .failure(let sizeProblem) = small.document(for: dump) else {
            Issue.record("a file larger than the limit was read")
            return
        }
        #expect(sizeProblem.reason.hasPrefix("larger than 64 bytes, the most read for this input"))
    }

    @Test("a named pipe where the file should be is refused without being read, so the kit never waits on it")
    func namedPipe() throws {
        let catalog = try SeedFixture.catalog()
        let copy = try SeedFixture(files: ["demo.txt": nil])
        defer { copy.remove() }
        #expect(mkfifo(copy.folder.appendingPathComponent("demo.txt").path, 0o600) == 0)
        guard case .unavailable(let problem) = copy.library.passage(for: try #require(catalog.rule("DEMO-001")), in: catalog) else {
            Issue.record("expected the copy to be unavailable")
            return
        }
        #expect(problem.reason.hasPrefix("is not a regular file"))
    }

    @Test("each file is read once per library: a file removed after the first passage is still quoted")
    func readOnce() throws {
        let catalog = try SeedFixture.catalog()
        let copy = try SeedFixture()
        defer { copy.remove() }
        let library = copy.library
        let rule = try #require(catalog.rule("DEMO-001"))
        guard case .quoted = library.passage(for: rule, in: catalog) else {
            Issue.record("expected a quote")
            return
        }
        try FileManager.default.removeItem(at: copy.folder.appendingPathComponent("demo.txt"))
        guard case .quoted = library.passage(for: rule, in: catalog) else {
            Issue.record("the file was read again")
            return
        }
        guard case .unavailable = SeedLibrary(folder: copy.folder).passage(for: rule, in: catalog) else {
            Issue.record("a new library should read the folder afresh")
            return
        }
    }

    @Test("a seeds folder that is missing, or a file, is refused with one line saying what to give")
    func folderRefused() throws {
        let copy = try SeedFixture()
        defer { copy.remove() }
        let file = copy.folder.appendingPathComponent("demo.txt").path
        #expect(throws: FileProblem(file, id: "file.seeds.is-file")) {
            try SeedLibrary.open(folder: file)
        }
        let missing = copy.folder.appendingPathComponent("nowhere").path
        #expect(throws: FileProblem(missing, id: "file.seeds.no-folder")) {
            try SeedLibrary.open(folder: missing)
        }
        #expect(try SeedLibrary.open(folder: copy.folder.path).folder.path == copy.folder.path)
    }

    @Test("a dump without the section's embedded file: nothing quoted, the copy is another edition")
    func noEmbeddedFile() throws {
        let catalog = try SeedFixture.catalog()
        let renamed = SeedFixture.dumpText.replacingOccurrences(of: "/guide.md:", with: "/handbook.md:")
        let copy = try SeedFixture(files: ["dump.txt": Data(renamed.utf8)])
        defer { copy.remove() }
        let passage = copy.library.passage(for: try #require(catalog.rule("DUMP-001")), in: catalog)
        guard case .differentEdition(let mismatch) = passage else {
            Issue.record("expected a different edition, got \(passage)")
            return
        }
        #expect(mismatch.kind == .noEmbeddedFile && mismatch.part == "/guide.md")
    }
}
