import Foundation

/// Whether an existing folder is a report the kit wrote and nobody changed since: it holds
/// exactly the manifest and the files the manifest lists, each a regular file with the
/// listed size and SHA-256.
enum ReportFolderCheck {
    /// The longest manifest the kit reads.
    static let manifestSizeLimit = 1 << 20

    /// Checks the folder at the real path `folder`, whose entries are `entries`; `shown` is
    /// the folder as the user named it. Throws naming the first file that differs.
    static func verify(folder: String, entries: [String], shown: String) throws(FileProblem) -> ReportManifest {
        let manifestPath = RealPath.join(folder, ReportManifest.fileName)
        let manifestShown = RealPath.join(shown, ReportManifest.fileName)
        let manifestKind = try EntryKind.at(manifestPath, shownAs: manifestShown)
        guard manifestKind == .regularFile else {
            throw FileProblem(manifestShown, "is \(manifestKind), not a manifest the kit wrote; \(ReportManifest.leftAsIs)")
        }
        let data: Data
        switch FileInput.contents(of: manifestPath, limit: manifestSizeLimit) {
        case .success(let contents?): data = contents
        case .success(nil): throw FileProblem(manifestShown, "is too long for a report manifest; \(ReportManifest.leftAsIs)")
        case .failure(let failure): throw FileProblem(manifestShown, "cannot be read (\(failure.text)); \(ReportManifest.leftAsIs)")
        }
        let manifest = try ReportManifest.decode(data, shown: manifestShown)
        let listed = Set(manifest.files.map(\.name))
        for name in entries.sorted() where name != ReportManifest.fileName && !listed.contains(name) {
            throw FileProblem(
                RealPath.join(shown, name), "was not written by lifecycle-kit (\(ReportManifest.fileName) does not list it); \(ReportManifest.leftAsIs)")
        }
        for entry in manifest.files {
            try verify(entry, path: RealPath.join(folder, entry.name), shown: RealPath.join(shown, entry.name))
        }
        return manifest
    }

    /// Checks one listed file.
    private static func verify(_ entry: ReportManifest.Entry, path: String, shown: String) throws(FileProblem) {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            throw FileProblem(shown, "is listed in \(ReportManifest.fileName) but missing; \(ReportManifest.leftAsIs)")
        }
        let kind = EntryKind.kind(of: status.st_mode)
        guard kind == .regularFile else {
            throw FileProblem(shown, "is \(kind), not the file lifecycle-kit wrote; \(ReportManifest.leftAsIs)")
        }
        guard Int(status.st_size) == entry.size else {
            throw FileProblem(
                shown, "differs from the file lifecycle-kit wrote (\(status.st_size) bytes, \(entry.size) written; edited by hand?); \(ReportManifest.leftAsIs)"
            )
        }
        switch FileInput.sha256Hex(of: path) {
        case .success(let hex) where hex == entry.sha256: return
        case .success: throw FileProblem(shown, "differs from the file lifecycle-kit wrote (its SHA-256 changed; edited by hand?); \(ReportManifest.leftAsIs)")
        case .failure(let failure): throw FileProblem(shown, "cannot be read to compare it with the manifest (\(failure.text)); \(ReportManifest.leftAsIs)")
        }
    }
}
