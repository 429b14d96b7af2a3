import Foundation
import LifecycleFiles
import LifecycleSpec

/// The content hash of a loaded catalog: SHA-256 over a canonical serialization of its
/// sources, sections, categories, rules, conflicts and tables, so two reports say whether
/// they were judged against the same rules. Where things are written (catalog file names,
/// lines in the catalog files) and the order files are read in do not count; what the
/// catalog says does, down to a table row's columns.
public enum CatalogHash {
    /// Members that say where something is written in the catalog folder, not what it says.
    static let locationFields: Set<String> = ["file", "fileLine"]

    /// The lowercase hexadecimal SHA-256 of `canonicalText(of:)`.
    public static func sha256(of catalog: Catalog) -> String {
        SHA256.hex(of: Data(canonicalText(of: catalog).utf8))
    }

    /// The canonical serialization: one JSON object with the members `categories`,
    /// `conflicts`, `rules`, `sections`, `sources` and `tables`, each an array sorted by id.
    public static func canonicalText(of catalog: Catalog) -> String {
        let parts: [(String, [(id: String, text: String)])] = [
            ("categories", catalog.categories.map { ($0.id, encoded($0)) }),
            ("conflicts", catalog.conflicts.map { ($0.id, encoded($0)) }),
            ("rules", catalog.rules.map { ($0.id, encoded($0)) }),
            ("sections", catalog.sections.map { ($0.id, encoded($0)) }),
            ("sources", catalog.sources.map { ($0.id, encoded($0)) }),
            ("tables", catalog.tables.map { ($0.id, table($0)) }),
        ]
        let members = parts.map { name, items in
            let sorted = items.sorted { Array($0.id.utf8).lexicographicallyPrecedes(Array($1.id.utf8)) }
            return "\"\(name)\":[" + sorted.map(\.text).joined(separator: ",") + "]"
        }
        return "{" + members.joined(separator: ",") + "}"
    }

    /// A table: its id, description and rows in file order, each row with every column.
    private static func table(_ table: SpecTable) -> String {
        let rows = JSONValue.array(table.rows.map { JSONValue.object($0.columns) })
        let value = JSONValue.object(["id": .string(table.id), "description": .string(table.description), "rows": rows])
        return CanonicalJSON.text(value)
    }

    /// A catalog value through its JSON encoding, without its location in the catalog folder.
    private static func encoded(_ value: some Encodable) -> String {
        do {
            return try CanonicalJSON.text(of: value, omitting: locationFields)
        } catch {
            // The catalog's types encode plain strings, numbers and lists; they cannot fail.
            preconditionFailure("a catalog value did not encode: \(error)")
        }
    }
}
