import Foundation
import LifecycleText
import LifecycleSpecResources

/// Loads the catalog from a `spec/` folder and validates it, collecting every defect
/// before failing so one lint run reports them all.
public struct CatalogLoader {
    /// The catalog folder, the one holding `categories.json`, `sources/`, `rules/` and `tables/`.
    public let root: URL

    /// Creates a loader for the catalog in the folder `root`.
    public init(root: URL) {
        self.root = root
    }

    /// The catalog that ships with the kit as package resources, or nil when the resource
    /// bundle is missing.
    public static var bundled: CatalogLoader? {
        SpecResources.catalogDirectory.map(CatalogLoader.init(root:))
    }

    /// Loads the bundled catalog, once per process; a defect in it is a packaging error, and so
    /// is a missing bundle.
    public static func loadBundled() throws(CatalogLoadError) -> Catalog {
        try BundledCatalog.shared.get()
    }

    /// What to say when the kit's own catalog is not installed beside the executable
    /// (in English; the message `cmd.catalog.missing-bundle` with ``missingBundleValues``).
    public static var missingBundleMessage: String {
        Words.english("cmd.catalog.missing-bundle", missingBundleValues)
    }

    /// The bundle's name (`bundle`) and the folders searched for it (`searched`).
    public static var missingBundleValues: [String: String] {
        ["bundle": SpecResources.bundleName + ".resources", "searched": SpecResources.searchedFolders.map(\.path).joined(separator: ", ")]
    }

    /// Reads and validates every catalog file under ``root``.
    ///
    /// - Returns: The catalog, with rules in id order.
    /// - Throws: ``CatalogLoadError`` with every defect found, when there is at least one.
    public func load() throws(CatalogLoadError) -> Catalog {
        try CatalogLayout(root: root).check()
        var context = ValidationContext(reader: SpecFileReader(root: root))
        let categories = context.loadCategories(at: root.appendingPathComponent("categories.json"))
        let (sources, sections) = context.loadSources(in: root.appendingPathComponent("sources"))
        let extensionSources = Set(sources.filter { $0.kind == .extension }.map(\.id))
        let rules = context.loadRules(
            in: root.appendingPathComponent("rules"), sections: sections, categories: categories, extensionSources: extensionSources)
        context.checkRuleReferences(rules)
        let conflicts = context.loadConflicts(at: root.appendingPathComponent("conflicts.json"), rules: rules)
        context.checkSectionCoverage(sections: sections, rules: rules)
        let tables = context.loadTables(in: root.appendingPathComponent("tables"), rules: rules)
        context.checkNoHangul(under: root)
        let translations = context.loadTranslations(under: root, rules: rules)
        guard context.diagnostics.isEmpty else { throw CatalogLoadError(context.diagnostics) }
        return Catalog(
            sources: sources, sections: sections, rules: rules.sorted(by: Self.ruleOrder),
            categories: categories, conflicts: conflicts, tables: tables, translations: translations)
    }

    /// Rules ordered by prefix, then numerically by their number.
    static func ruleOrder(_ lhs: Rule, _ rhs: Rule) -> Bool {
        let left = lhs.id.split(separator: "-"), right = rhs.id.split(separator: "-")
        if left.first != right.first { return lhs.id < rhs.id }
        return (Int(left.last ?? "") ?? 0, lhs.id) < (Int(right.last ?? "") ?? 0, rhs.id)
    }
}

/// Lists the `.json` files directly inside a folder, sorted by name.
func jsonFiles(in directory: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0) }
}

/// Lists the sub-folders of a folder, sorted by name.
func subdirectories(of directory: URL) -> [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.sorted().map { directory.appendingPathComponent($0) }.filter { url in
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// The bundled catalog, read and validated once per process: it cannot change while the kit runs.
private enum BundledCatalog {
    static let shared: Result<Catalog, CatalogLoadError> = {
        guard let bundled = CatalogLoader.bundled else {
            return .failure(CatalogLoadError([SpecDiagnostic(file: SpecResources.bundleName + ".resources", message: CatalogLoader.missingBundleMessage)]))
        }
        return Result { () throws(CatalogLoadError) -> Catalog in try bundled.load() }
    }()
}
