import Foundation
import LifecycleFiles

/// The user's own copy of the source documents, in one folder, under the file names the
/// catalog gives (`spec/sources/*.json`, field `file`). The documents are not part of the
/// kit; with a copy, the kit quotes the line each rule is drawn from, after checking that
/// the section's heading is where the catalog says (see ``passage(for:in:)``).
///
/// Each file is read at most once per library, and at most ``defaultReadLimit`` bytes of it;
/// make one library per process. Safe to share between threads.
public final class SeedLibrary: @unchecked Sendable {
    /// The most bytes read of one seed file (16 MiB): far more than any of the documents.
    public static let defaultReadLimit = 16 << 20
    /// The most characters of a line quoted (160); a longer line is cut with `…`.
    public static let defaultQuoteLength = 160

    /// The folder holding the copy.
    public let folder: URL
    /// The most bytes read of one seed file.
    public let readLimit: Int
    /// The most characters of a line quoted.
    public let quoteLength: Int

    private let lock = NSLock()
    private var documents: [String: Result<SeedDocument, FileProblem>] = [:]
    private var fingerprints: [String: [String]] = [:]

    /// A library over `folder`, which is not checked (see ``open(folder:)``).
    public init(folder: URL, readLimit: Int = defaultReadLimit, quoteLength: Int = defaultQuoteLength) {
        self.folder = folder
        self.readLimit = readLimit
        self.quoteLength = quoteLength
    }

    /// A library over the folder at `path`, after checking that it is a folder the kit can list.
    /// - Throws: `FileProblem` naming the path when it is empty, missing, a file or unreadable.
    public static func open(folder path: String) throws(FileProblem) -> SeedLibrary {
        guard !path.isEmpty else { throw FileProblem(path, id: "file.seeds.empty") }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw FileProblem(path, id: "file.seeds.no-folder") }
        guard isFolder.boolValue else { throw FileProblem(path, id: "file.seeds.is-file") }
        guard FileManager.default.isReadableFile(atPath: path), FileManager.default.isExecutableFile(atPath: path) else {
            throw FileProblem(path, id: "file.seeds.unlistable")
        }
        return SeedLibrary(folder: URL(fileURLWithPath: path, isDirectory: true))
    }

    /// The path of a source's seed file in the folder.
    public func path(of source: SourceDocument) -> String {
        folder.appendingPathComponent(source.file).path
    }

    /// The copy of `source`, read on first use and kept, or why it cannot be read.
    public func document(for source: SourceDocument) -> Result<SeedDocument, FileProblem> {
        lock.lock()
        defer { lock.unlock() }
        if let known = documents[source.file] { return known }
        let result = Result { () throws(FileProblem) -> SeedDocument in try read(source) }
        documents[source.file] = result
        return result
    }

    /// The heading fingerprint of every line of `part` of a document, computed once.
    func lineFingerprints(of document: SeedDocument, part: String?) -> [String] {
        let key = document.fileName + "\n" + (part ?? "")
        lock.lock()
        defer { lock.unlock() }
        if let known = fingerprints[key] { return known }
        let computed = (document.lines(in: part) ?? []).map(SeedFingerprint.ofHeading)
        fingerprints[key] = computed
        return computed
    }

    private func read(_ source: SourceDocument) throws(FileProblem) -> SeedDocument {
        let path = path(of: source)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            throw FileProblem(path, id: "file.seed.missing", ["title": source.title, "source": source.id])
        }
        guard !isFolder.boolValue else { throw FileProblem(path, id: "file.seed.is-folder", ["source": source.id]) }
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard (try? FileManager.default.attributesOfItem(atPath: resolved)[.type] as? FileAttributeType) == .typeRegular else {
            throw FileProblem(path, id: "file.seed.not-regular", ["source": source.id])
        }
        let text = try InputSource.path(path).readText(limit: readLimit)
        return SeedDocument(fileName: source.file, text: text)
    }
}
