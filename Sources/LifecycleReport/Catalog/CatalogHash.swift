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
        var hash = SHA256()
        canonicalBytes(of: catalog).withUnsafeBytes { hash.update($0) }
        return SHA256.hex(hash.finalize())
    }

    /// The canonical serialization: one JSON object with the members `categories`,
    /// `conflicts`, `rules`, `sections`, `sources` and `tables`, each an array sorted by id.
    public static func canonicalText(of catalog: Catalog) -> String {
        String(decoding: canonicalBytes(of: catalog), as: UTF8.self)
    }

    static func canonicalBytes(of catalog: Catalog) -> [UInt8] {
        let tables = catalog.tables.map { TableContent(id: $0.id, description: $0.description, rows: $0.rows.map(\.columns)) }
        let members: [(String, [JSONLineValue])] = [
            ("categories", elements(catalog.categories)), ("conflicts", elements(catalog.conflicts)), ("rules", elements(catalog.rules)),
            ("sections", elements(catalog.sections)), ("sources", elements(catalog.sources)), ("tables", elements(tables)),
        ]
        var out = Array("{".utf8)
        for (index, (name, values)) in members.enumerated() {
            if index > 0 { out += Array(",".utf8) }
            out += Array("\"\(name)\":[".utf8)
            let sorted = values.sorted { CanonicalJSON.utf8Order(id(of: $0), id(of: $1)) }
            for (position, value) in sorted.enumerated() {
                if position > 0 { out += Array(",".utf8) }
                CanonicalJSON.write(value, omitting: locationFields, into: &out)
            }
            out += Array("]".utf8)
        }
        return out + Array("}".utf8)
    }

    /// What a table says: its id, description and rows in file order, each with every column.
    private struct TableContent: Encodable {
        let id: String
        let description: String
        let rows: [[String: JSONValue]]
    }

    /// The catalog values of one kind as JSON values, encoded together.
    private static func elements<Value: Encodable>(_ values: [Value]) -> [JSONLineValue] {
        do {
            return try CanonicalJSON.elements(of: values)
        } catch {
            // The catalog's types encode plain strings, numbers and lists; they cannot fail.
            preconditionFailure("the catalog did not encode: \(error)")
        }
    }

    private static func id(of value: JSONLineValue) -> String {
        if case .string(let id)? = value["id"] { return id.text }
        return ""
    }
}
