import Foundation

/// The hidden file every report folder the kit writes carries: which files the kit wrote
/// there, with their sizes and SHA-256 hashes. A folder whose entries match its manifest
/// exactly is a report the kit wrote and nobody changed since, and only such a folder is
/// ever replaced.
public struct ReportManifest: Codable, Sendable, Hashable {
    /// One file the kit wrote.
    public struct Entry: Codable, Sendable, Hashable {
        /// The file's name inside the report folder (no folders).
        public let name: String
        /// Its size in bytes.
        public let size: Int
        /// The lowercase hexadecimal SHA-256 of its bytes.
        public let sha256: String

        /// An entry describing `data` written as `name`.
        public init(name: String, data: Data) {
            self.name = name
            self.size = data.count
            self.sha256 = SHA256.hex(of: data)
        }
    }

    /// The manifest's own file name in the report folder.
    public static let fileName = ".lifecycle-kit-report.json"
    /// The value of `format` that marks a manifest of this kit.
    public static let formatMarker = "lifecycle-kit report folder"
    /// The manifest version this kit writes and reads.
    public static let currentVersion = 1

    /// Always `formatMarker`.
    public let format: String
    /// The manifest version, `currentVersion` when written by this kit.
    public let version: Int
    /// The files, sorted by name.
    public let files: [Entry]

    /// The manifest of a folder holding exactly `files`.
    public init(files: [(name: String, data: Data)]) {
        self.format = Self.formatMarker
        self.version = Self.currentVersion
        self.files = files.map { Entry(name: $0.name, data: $0.data) }.sorted { $0.name < $1.name }
    }

    /// The manifest as pretty-printed JSON with sorted keys.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding strings and integers cannot fail.
        return (try? encoder.encode(self)) ?? Data()
    }

    /// Reads a manifest; `shown` names the manifest file in the problem when it is not one
    /// this kit wrote.
    public static func decode(_ data: Data, shown: String) throws(FileProblem) -> ReportManifest {
        let manifest: ReportManifest
        do {
            manifest = try JSONDecoder().decode(ReportManifest.self, from: data)
        } catch {
            throw FileProblem(shown, id: "file.manifest.not-json")
        }
        guard manifest.format == formatMarker else {
            throw FileProblem(shown, id: "file.manifest.wrong-format", ["format": formatMarker])
        }
        guard manifest.version == currentVersion else {
            throw FileProblem(shown, id: "file.manifest.wrong-version", ["version": String(manifest.version), "current": String(currentVersion)])
        }
        var seen: Set<String> = []
        for entry in manifest.files {
            guard isPlainName(entry.name), entry.name != fileName, seen.insert(entry.name).inserted else {
                throw FileProblem(shown, id: "file.manifest.bad-name", ["name": String(entry.name.prefix(80))])
            }
        }
        return manifest
    }

    /// True for a name a report file may have: not empty, not `.` or `..`, no `/` or NUL.
    public static func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\0")
    }
}
