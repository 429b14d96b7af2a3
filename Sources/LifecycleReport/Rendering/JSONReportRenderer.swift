import Foundation

/// `report.json`: the report as documented in `docs/report-schema.md`.
enum JSONReportRenderer {
    static func render(_ report: ConformanceReport) throws(ReportError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(report) + Data("\n".utf8)
        } catch {
            throw ReportError("cannot encode report.json: \(error)")
        }
    }
}
