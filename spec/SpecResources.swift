import Foundation

/// Gives access to the `spec/` catalog that ships inside the package as resources,
/// so the kit finds its rules and tables wherever it is built or depended upon.
public enum SpecResources {
    /// The resource bundle that holds `categories.json`, `conflicts.json`,
    /// `sources/`, `rules/` and `tables/`.
    public static var bundle: Bundle { Bundle.module }

    /// The folder inside the bundle that holds the catalog files.
    public static var catalogDirectory: URL {
        guard let url = Bundle.module.resourceURL else {
            return Bundle.module.bundleURL
        }
        return url
    }
}
