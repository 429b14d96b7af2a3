import Foundation
import LifecycleCommandLine
import LifecycleSpec

/// Loads the catalog a command works on: the folder given with `--spec`, or the one that
/// ships with the kit. Every defect is printed; the command then stops.
enum CatalogSource {
    /// The catalog, or a failure after printing its defects.
    ///
    /// - Parameter defectStatus: the exit status when the catalog has defects (`lint` answers
    ///   1, a negative answer; other commands could not complete, 3).
    static func load(spec: String?, context: CommandContext, defectStatus: ExitCode = .couldNotComplete) throws -> Catalog {
        do {
            if let spec {
                guard !spec.isEmpty else { throw UsageError(id: "cmd.spec.empty") }
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: spec, isDirectory: &isFolder) else {
                    throw UsageError(id: "cmd.spec.no-folder", ["path": quotedArgument(spec)])
                }
                guard isFolder.boolValue else { throw UsageError(id: "cmd.spec.is-file", ["path": quotedArgument(spec)]) }
                return try CatalogLoader(root: URL(fileURLWithPath: spec, isDirectory: true)).load()
            }
            guard CatalogLoader.bundled != nil else {
                // Not a defect of the catalog: the installation lacks it.
                throw CommandFailure(id: "cmd.catalog.missing-bundle", CatalogLoader.missingBundleValues)
            }
            return try CatalogLoader.loadBundled()
        } catch let error as CatalogLoadError {
            DefectLines.print(error.diagnostics, context: context)
            let count = String(error.diagnostics.count)
            guard let spec else { throw CommandFailure(id: "cmd.catalog.own-defects", ["count": count], status: defectStatus) }
            throw CommandFailure(id: "cmd.catalog.defects", ["path": spec, "count": count], status: defectStatus)
        }
    }
}
