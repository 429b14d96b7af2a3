import Foundation
import LifecycleCommandLine
import LifecycleSpec

/// Loads the catalog on a background thread, so a command can run cases meanwhile.
final class BackgroundLoad: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Catalog, CatalogLoadError>?

    init(_ load: @escaping @Sendable () throws(CatalogLoadError) -> Catalog) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            result = Result { () throws(CatalogLoadError) -> Catalog in try load() }
            done.signal()
        }
    }

    /// The catalog, waiting for it if needed; its defects are printed and end the command.
    func value(context: CommandContext) throws -> Catalog {
        done.wait()
        switch result {
        case .success(let catalog): return catalog
        case .failure, .none: return try CatalogSource.load(spec: nil, context: context)
        }
    }
}
