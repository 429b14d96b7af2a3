/// The user's copy of one source document, read once: its physical lines and, for a
/// repository dump, the numbered lines of each embedded file.
public struct SeedDocument: Sendable {
    /// The seed file's name, such as `000_03cc77a0e6b2a00d.txt`.
    public let fileName: String
    /// The fingerprint of the whole file (see ``SeedFingerprint/ofFile(_:)``).
    public let fingerprint: String
    /// The physical lines of the file, without their line ends.
    public let lines: [String]
    /// The paths of the embedded files, in dump order; empty unless the file is a repository dump.
    public let embeddedFileNames: [String]
    private let embeddedFiles: [String: [String]]

    /// Reads `text`, the content of the file `fileName` (line ends already written as `\n`).
    public init(fileName: String, text: String) {
        self.fileName = fileName
        fingerprint = SeedFingerprint.ofFile(text)
        var lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if text.utf8.last == UInt8(ascii: "\n") { lines.removeLast() }
        self.lines = lines
        let embedded = RepositoryDump.embeddedFiles(in: text)
        embeddedFileNames = embedded.map(\.path)
        embeddedFiles = Dictionary(embedded.map { ($0.path, $0.lines) }, uniquingKeysWith: { first, _ in first })
    }

    /// The lines a section's line numbers count: the embedded file `part` of a dump, or the
    /// physical lines when `part` is nil; nil when the dump has no such embedded file.
    public func lines(in part: String?) -> [String]? {
        guard let part else { return lines }
        return embeddedFiles[part]
    }
}
