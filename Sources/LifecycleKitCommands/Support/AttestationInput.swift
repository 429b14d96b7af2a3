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
            throw CommandFailure("\(error)")
        }
        do {
            return try AttestationFile(name: source.name, data: data).load(against: catalog)
        } catch {
            DefectLines.print(error.diagnostics, context: context)
            throw CommandFailure("the attestation file \(source.name) has \(error.diagnostics.count) defect(s)")
        }
    }
}
