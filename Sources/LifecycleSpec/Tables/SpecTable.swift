import Foundation

/// A row of a table in `spec/tables`: its id, the rules it carries, and its columns.
public struct SpecTableRow: Sendable, Hashable, Identifiable {
    public let id: String
    public let ruleIDs: [String]
    public let columns: [String: JSONValue]
    public let line: Int?
}

/// A table of `spec/tables` as data. The reference model decodes typed views of the
/// same file (see `decodeRows(as:)`); nothing in Swift repeats its content.
public struct SpecTable: Sendable, Hashable, Identifiable {
    public let id: String
    public let description: String
    public let file: String
    public let rows: [SpecTableRow]
    /// The file's bytes, for typed decoding by the model.
    public let data: Data

    /// Decodes the rows of this table as `Row` values with `JSONDecoder`.
    public func decodeRows<Row: Decodable>(as type: Row.Type) throws -> [Row] {
        try JSONDecoder().decode(TableEnvelope<Row>.self, from: data).rows
    }
}

/// The `rows` of a table file, decoded as a typed row.
private struct TableEnvelope<Row: Decodable>: Decodable {
    let rows: [Row]
}
