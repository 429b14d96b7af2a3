import Foundation
import LifecycleSpec

/// Loads the catalog given by `--spec DIR`, or the bundled one.
enum CatalogOption {
    static func load(_ arguments: inout CommandLineArguments) throws -> Catalog {
        if let path = arguments.value("spec") {
            return try CatalogLoader(root: URL(fileURLWithPath: path, isDirectory: true)).load()
        }
        return try CatalogLoader.loadBundled()
    }
}
