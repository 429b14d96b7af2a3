import Foundation

/// A row of a table in `spec/tables`: its id, the rules it carries, and its columns.
public struct SpecTableRow: Sendable, Hashable, Identifiable {
    /// The row id, such as `TR-007`.
    public let id: String
    /// The ids of the rules the row carries, from its `rules` column.
    public let ruleIDs: [String]
    /// Every column of the row, `id` and `rules` included, as raw JSON.
    public let columns: [String: JSONValue]
    /// The line of the row's id in the table file, when it was found.
    public let line: Int?
    /// The row's position in the file's `rows` array, counting from 0.
    public let index: Int
}

/// A table of `spec/tables` as data. The reference model decodes typed views of the
/// same file (see `decodeRows(as:)`); nothing in Swift repeats its content.
public struct SpecTable: Sendable, Hashable, Identifiable {
    /// The table name, which is also its file name without `.json`.
    public let id: String
    /// What the table holds, from its `description` field.
    public let description: String
    /// The table file as shown in messages, such as `spec/tables/transitions.json`.
    public let file: String
    /// The rows, in file order.
    public let rows: [SpecTableRow]
    /// The file's bytes, for typed decoding by the model.
    public let data: Data

    /// The line of a field of a row, such as `steps[1].callback`; for a field the row lacks, the
    /// line of the nearest enclosing field, or of the row's id.
    public func line(ofField field: String, inRow row: SpecTableRow) -> Int? {
        let fieldLines = JSONFieldLines(String(decoding: data, as: UTF8.self))
        let rowPath = "rows[\(row.index)]"
        var path = field.isEmpty ? rowPath : field.hasPrefix("[") ? rowPath + field : "\(rowPath).\(field)"
        while path.count > rowPath.count {
            if let line = fieldLines.line(of: path) { return line }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { break }
            path = String(path[..<cut])
        }
        return row.line
    }

    /// Decodes the rows of this table as `Row` values with `JSONDecoder`.
    public func decodeRows<Row: Decodable>(as type: Row.Type) throws -> [Row] {
        try JSONDecoder().decode(TableEnvelope<Row>.self, from: data).rows
    }
}

/// The `rows` of a table file, decoded as a typed row.
private struct TableEnvelope<Row: Decodable>: Decodable {
    let rows: [Row]
}
