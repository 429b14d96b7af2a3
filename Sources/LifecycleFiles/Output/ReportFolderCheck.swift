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
            throw FileProblem(manifestShown, id: "file.manifest.wrong-kind", valueIDs: ["kind": manifestKind.messageID])
        }
        let data: Data
        switch FileInput.contents(of: manifestPath, limit: manifestSizeLimit) {
        case .success(let contents?): data = contents
        case .success(nil): throw FileProblem(manifestShown, id: "file.manifest.too-long")
        case .failure(let failure): throw FileProblem(manifestShown, id: "file.manifest.unreadable", ["reason": failure.text])
        }
        let manifest = try ReportManifest.decode(data, shown: manifestShown)
        let listed = Set(manifest.files.map(\.name))
        for name in entries.sorted() where name != ReportManifest.fileName && !listed.contains(name) {
            throw FileProblem(RealPath.join(shown, name), id: "file.report.unlisted", ["manifest": ReportManifest.fileName])
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
            throw FileProblem(shown, id: "file.report.listed-missing", ["manifest": ReportManifest.fileName])
        }
        let kind = EntryKind.kind(of: status.st_mode)
        guard kind == .regularFile else {
            throw FileProblem(shown, id: "file.report.wrong-kind", valueIDs: ["kind": kind.messageID])
        }
        guard Int(status.st_size) == entry.size else {
            throw FileProblem(shown, id: "file.report.size-changed", ["size": String(status.st_size), "written": String(entry.size)])
        }
        switch FileInput.sha256Hex(of: path) {
        case .success(let hex) where hex == entry.sha256: return
        case .success: throw FileProblem(shown, id: "file.report.hash-changed")
        case .failure(let failure): throw FileProblem(shown, id: "file.report.unreadable", ["reason": failure.text])
        }
    }
}
