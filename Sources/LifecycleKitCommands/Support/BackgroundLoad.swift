import Foundation
import LifecycleCommandLine
import LifecycleReport
import LifecycleSpec

/// Loads the catalog on a background thread, and works out its hash, so a command can run
/// cases meanwhile.
final class BackgroundLoad: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<Catalog, CatalogLoadError>?
    private var hash: String?

    init(_ load: @escaping @Sendable () throws(CatalogLoadError) -> Catalog) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            result = Result { () throws(CatalogLoadError) -> Catalog in try load() }
            if case .success(let catalog)? = result { hash = CatalogHash.sha256(of: catalog) }
            done.signal()
        }
    }

    /// The hash of the loaded catalog (`CatalogHash`), waiting for it if needed; nil when it did not load.
    var catalogHash: String? {
        done.wait()
        done.signal()
        return hash
    }

    /// The catalog, waiting for it if needed; its defects are printed and end the command.
    func value(context: CommandContext) throws -> Catalog {
        done.wait()
        done.signal()
        switch result {
        case .success(let catalog): return catalog
        case .failure, .none: return try CatalogSource.load(spec: nil, context: context)
        }
    }
}
