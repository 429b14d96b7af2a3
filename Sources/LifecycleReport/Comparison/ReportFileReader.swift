import Foundation
import LifecycleFiles
import LifecycleSpec

/// Reads back the `report.json` of an earlier report (`--baseline`, `--compare`). Anything
/// else is refused in one line naming the file, and the field when one is wrong, so a
/// mistaken path costs nothing and nothing is written.
public enum ReportFileReader {
    /// The largest `report.json` read: far larger than a report of every rule and a million tests.
    public static let sizeLimit = 1 << 30

    /// The report read from `source`; `role` names the input in messages (`the baseline`).
    public static func read(_ source: InputSource, role: String) throws(ReportError) -> ConformanceReport {
        let data: Data
        do {
            data = try source.readAll(limit: sizeLimit)
        } catch {
            throw ReportError(id: "cmd.report.cannot-read-role", ["role": role], valueIDs: roleIDs(role), about: error)
        }
        return try decode(data, name: source.name, role: role)
    }

    /// The report in `data`, read from the file `name`.
    public static func decode(_ data: Data, name: String, role: String) throws(ReportError) -> ConformanceReport {
        func refuse(_ id: String, _ values: [String: String] = [:]) -> ReportError {
            ReportError(id: "cmd.report.role-file-problem", ["role": role], valueIDs: roleIDs(role), about: FileProblem(name, id: id, values))
        }
        func refuse(because reason: String) -> ReportError { refuse("file.report-json.not-report", ["reason": reason]) }
        let probe: ReportProbe
        do {
            probe = try JSONDecoder().decode(ReportProbe.self, from: data)
        } catch let error as DecodingError {
            switch error {
            case .dataCorrupted(let context) where context.codingPath.isEmpty: throw refuse("file.report-json.not-json", ["reason": cut(Self.reason(context))])
            case .typeMismatch(_, let context) where context.codingPath.isEmpty: throw refuse("file.report-json.top-level")
            default: throw refuse(because: fieldProblem(error))
            }
        } catch {
            throw refuse("file.report-json.not-json-plain")
        }
        guard let version = probe.schemaVersion else { throw refuse("file.report-json.no-schema-version") }
        guard version <= ConformanceReport.currentSchemaVersion else {
            throw refuse("file.report-json.newer", ["version": String(version), "current": String(ConformanceReport.currentSchemaVersion)])
        }
        do {
            return try JSONDecoder().decode(ConformanceReport.self, from: data)
        } catch let error as DecodingError {
            throw refuse(because: fieldProblem(error))
        } catch {
            throw refuse(because: "\(error)")
        }
    }

    /// The id of the words for `role` when it is one the kit uses (`the baseline`), so the
    /// error names it in the user's language.
    private static func roleIDs(_ role: String) -> [String: String] {
        switch role {
        case "the baseline": ["role": "cmd.report.role.baseline"]
        case "the report to compare": ["role": "cmd.report.role.compare"]
        default: [:]
        }
    }

    /// `field 'rules[3].status': cannot decode …`.
    static func fieldProblem(_ error: DecodingError) -> String {
        let reason: String
        if case .dataCorrupted(let context) = error { reason = Self.reason(context) } else { reason = error.reason }
        return error.fieldPath.map { "field '\($0)': \(cut(reason))" } ?? cut(reason)
    }

    /// What the decoder says, without the underlying error's dump.
    private static func reason(_ context: DecodingError.Context) -> String {
        context.debugDescription
    }

    /// At most 200 characters, on one line.
    static func cut(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.count <= 200 ? line : String(line.prefix(199)) + "…"
    }
}

/// The least of a report, read first: is the file a report at all, and of which schema.
private struct ReportProbe: Decodable {
    let schemaVersion: Int?
}
