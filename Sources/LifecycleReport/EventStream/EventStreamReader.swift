import Foundation
import LifecycleFiles

/// Reads an event stream record by record, in bounded memory, failing with the file and line
/// of the first corrupt, truncated, unknown or unsupported record.
struct EventStreamReader {
    /// A decoded record and its 1-based line.
    struct Line {
        let number: Int
        let record: EventRecord
    }

    /// What the reader keeps of a line: strings cut at `messageLimit` bytes (but never below
    /// 64 KiB, the longest identifier accepted), only the members the records use.
    static func limits(messageLimit: Int) -> JSONLinesReader.Limits {
        JSONLinesReader.Limits(stringLimit: max(messageLimit, 64 * 1024), keptKeys: EventRecord.keptKeys)
    }

    private let lines: JSONLinesReader

    /// Opens the event stream at `source`.
    init(source: InputSource, messageLimit: Int) throws(ReportError) {
        do {
            lines = try JSONLinesReader(source: source, limits: Self.limits(messageLimit: messageLimit))
        } catch {
            throw ReportError(id: "cmd.report.cannot-read-events", about: error)
        }
    }

    /// Reads an event stream held in memory; `fileName` names it in messages.
    init(data: Data, fileName: String, messageLimit: Int) {
        lines = JSONLinesReader(data: data, name: fileName, limits: Self.limits(messageLimit: messageLimit))
    }

    /// The name used in messages: the path as given, or `<stdin>`.
    var fileName: String { lines.name }

    /// The number of the last line read.
    var lastLineNumber: Int { lines.lastLineNumber }

    /// The next record, or nil at the end of the stream.
    func next() throws(ReportError) -> Line? {
        let line: JSONLine
        do {
            guard let next = try lines.next() else { return nil }
            line = next
        } catch {
            throw Self.message(error)
        }
        do {
            return Line(number: line.number, record: try EventRecord(line.value))
        } catch {
            let at = "\(fileName):\(line.number)"
            switch error {
            case .field(let problem): throw ReportError(id: "cmd.report.corrupt-record", ["at": at, "detail": problem.text])
            case .unsupportedVersion(let version):
                throw ReportError(id: "cmd.report.unsupported-version", ["at": at, "version": "\(version)"])
            case .unknownEventKind(let kind): throw ReportError(id: "cmd.report.unknown-event-kind", ["at": at, "kind": QuotedText.quoted(kind)])
            }
        }
    }

    private static func message(_ error: JSONLinesError) -> ReportError {
        let problem = error.problem
        let at = problem.line.map { "\(problem.path):\($0)" } ?? problem.path
        switch error.kind {
        case .unreadable: return ReportError(id: "cmd.report.cannot-read-events", about: problem)
        case .notJSON: return ReportError(id: "cmd.report.corrupt-not-json", ["at": at])
        case .nestedTooDeeply: return ReportError(id: "cmd.report.corrupt-problem", about: problem)
        case .endsMidLine: return ReportError(id: "cmd.report.truncated-record", ["at": at])
        }
    }
}
