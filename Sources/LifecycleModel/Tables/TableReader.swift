import Foundation
import LifecycleSpec

/// Decodes the rows of the catalog's tables into typed rows, collecting every defect as a
/// diagnostic that names the file, the line of the field, the row and the field.
final class TableReader {
    /// A defect a table finds in a row it decoded: the field at fault and what to do.
    struct RowDefect {
        let field: String
        let message: String
    }

    let catalog: Catalog
    private(set) var diagnostics: [SpecDiagnostic] = []

    init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// The rows of `table` that decode; each row that does not becomes a diagnostic.
    func rows<Row: Decodable>(_ type: Row.Type, table name: String, check: (Row) -> RowDefect? = { _ in nil }) -> [Row] {
        guard let table = catalog.table(name) else {
            diagnostics.append(SpecDiagnostic(file: "spec/tables/\(name).json", message: "the table is missing; the reference model reads it, so restore it"))
            return []
        }
        var rows: [Row] = []
        let encoder = JSONEncoder()
        for row in table.rows {
            do {
                let decoded = try JSONDecoder().decode(Row.self, from: encoder.encode(row.columns))
                if let defect = check(decoded) {
                    report(defect.message, field: defect.field, row: row, of: table)
                } else {
                    rows.append(decoded)
                }
            } catch let error as DecodingError {
                report(error.reason, field: error.fieldPath ?? "", row: row, of: table)
            } catch {
                report("cannot decode: \(error)", field: "", row: row, of: table)
            }
        }
        return rows
    }

    private func report(_ message: String, field: String, row: SpecTableRow, of table: SpecTable) {
        diagnostics.append(
            SpecDiagnostic(
                file: table.file, line: table.line(ofField: field, inRow: row), record: "row \(row.id)", field: field.isEmpty ? nil : field,
                message: message))
    }
}
