import Foundation
import LifecycleCommandLine
import LifecycleFiles
import LifecycleSpec

/// Reads the attestation file given with `--attestations`, validated against the catalog;
/// its defects are printed and end the command (exit 3).
enum AttestationInput {
    static func load(_ path: String?, catalog: Catalog, context: CommandContext) throws -> AttestationSet? {
        guard let path else { return nil }
        let source = InputSource(argument: path)
        let data: Data
        do {
            data = try source.readAll(limit: InputLimits.document)
        } catch {
            throw FileProblemErrors.failure(error)
        }
        do {
            return try AttestationFile(name: source.name, data: data).load(against: catalog)
        } catch {
            DefectLines.print(error.diagnostics, context: context)
            throw CommandFailure(id: "cmd.attestation.defects", ["name": source.name, "count": "\(error.diagnostics.count)"])
        }
    }
}
