import Foundation

/// Writes a report folder atomically: the files go into a temporary sibling folder, which
/// then replaces the target. On any error the target is left as it was.
public struct ReportWriter: Sendable {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory.standardizedFileURL
    }

    public func write(_ report: ConformanceReport) throws(ReportError) {
        try write(files: ReportFiles.render(report))
    }

    /// Writes files rendered beforehand with `ReportFiles.render(_:)`.
    public func write(files: [(name: String, data: Data)]) throws(ReportError) {
        let manager = FileManager.default
        let parent = directory.deletingLastPathComponent()
        let name = directory.lastPathComponent
        let existing = try checkTarget(manager)
        let token = UUID().uuidString.prefix(8)
        let staging = parent.appendingPathComponent(".\(name).tmp-\(token)", isDirectory: true)
        let retired = parent.appendingPathComponent(".\(name).old-\(token)", isDirectory: true)
        do {
            try manager.createDirectory(at: parent, withIntermediateDirectories: true)
            try manager.createDirectory(at: staging, withIntermediateDirectories: false)
            for file in files {
                try file.data.write(to: staging.appendingPathComponent(file.name), options: .atomic)
            }
        } catch {
            try? manager.removeItem(at: staging)
            throw ReportError("cannot write the report into \(directory.path): \(error.localizedDescription)")
        }
        guard existing else {
            do {
                try manager.moveItem(at: staging, to: directory)
            } catch {
                try? manager.removeItem(at: staging)
                throw ReportError("cannot move the report into \(directory.path): \(error.localizedDescription)")
            }
            return
        }
        do {
            try manager.moveItem(at: directory, to: retired)
        } catch {
            try? manager.removeItem(at: staging)
            throw ReportError("cannot replace the report in \(directory.path): \(error.localizedDescription)")
        }
        do {
            try manager.moveItem(at: staging, to: directory)
        } catch {
            try? manager.moveItem(at: retired, to: directory)
            try? manager.removeItem(at: staging)
            throw ReportError("cannot replace the report in \(directory.path): \(error.localizedDescription)")
        }
        try? manager.removeItem(at: retired)
    }

    /// True when the target exists and may be replaced: a folder that is empty or holds a
    /// previous report. Anything else is refused, so `--out` never wipes an unrelated folder.
    private func checkTarget(_ manager: FileManager) throws(ReportError) -> Bool {
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory) else { return false }
        guard isDirectory.boolValue else { throw ReportError("\(directory.path) exists and is not a folder") }
        let contents = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
        guard contents.isEmpty || contents.contains("report.json") else {
            throw ReportError("\(directory.path) is not empty and holds no report.json; refusing to replace it (choose another --out folder)")
        }
        return true
    }
}
