import Foundation
import LifecycleFiles

/// Writes a report folder for `check` and `report` with `ReportFolderWriter`: only a new
/// name, an empty folder or an unchanged earlier report is ever replaced, never a folder
/// holding an input of the run, and the folder always holds either the complete old report
/// or the complete new one (see docs/output-safety.md). On any error the target is left as
/// it was.
public struct ReportWriter: Sendable {
    /// The report folder, as given.
    public let directory: URL
    /// The files the run read (events, xUnit, …); the report folder may hold none of them.
    public let inputs: [URL]

    /// A writer for `directory`, for a run that read `inputs`.
    public init(directory: URL, inputs: [URL] = []) {
        self.directory = directory
        self.inputs = inputs
    }

    /// Renders and writes `report`.
    public func write(_ report: ConformanceReport) throws(ReportError) {
        try write(files: ReportFiles.render(report))
    }

    /// Writes files rendered beforehand with `ReportFiles.render(_:)`, with the manifest.
    /// The error's message is the `FileProblem` of the refusal or failure.
    public func write(files: [(name: String, data: Data)]) throws(ReportError) {
        do {
            try ReportFolderWriter(path: directory.relativePath, inputs: inputs.map(\.path)).write(files: files)
        } catch {
            throw ReportError(error)
        }
    }
}
