import Foundation
import LifecycleSpec

/// Splits an event stream into JSON Lines records and decodes each, failing with the file
/// and line of the first corrupt, truncated, unknown or unsupported record.
struct EventStreamReader {
    /// The name used in messages: the path as given.
    let fileName: String

    /// A decoded record and its 1-based line.
    struct Line {
        let number: Int
        let record: EventRecord
    }

    func read(_ data: Data) throws(ReportError) -> [Line] {
        let chunks = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let endsWithNewline = data.last == UInt8(ascii: "\n")
        let decoder = JSONDecoder()
        var lines: [Line] = []
        lines.reserveCapacity(chunks.count)
        for (index, chunk) in chunks.enumerated() {
            let number = index + 1
            let isLast = index == chunks.count - 1
            if chunk.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") || $0 == UInt8(ascii: "\t") }) { continue }
            do {
                lines.append(Line(number: number, record: try decoder.decode(EventRecord.self, from: Data(chunk))))
            } catch let error as UnknownEventKind {
                throw ReportError("\(fileName):\(number): unknown event kind '\(error.kind)'")
            } catch let error as UnsupportedVersion {
                throw ReportError("\(fileName):\(number): unsupported event stream version \(error.version); run swift test with --event-stream-version 0")
            } catch let error as DecodingError {
                if isLast && !endsWithNewline {
                    throw ReportError("\(fileName):\(number): truncated record: the file ends in the middle of a line")
                }
                throw ReportError("\(fileName):\(number): corrupt record: \(Self.describe(error))")
            } catch {
                throw ReportError("\(fileName):\(number): corrupt record: \(error)")
            }
        }
        return lines
    }

    /// `not valid JSON`, or the field at fault and what is wrong with it.
    static func describe(_ error: DecodingError) -> String {
        guard let field = error.fieldPath else {
            if case .dataCorrupted = error { return "not valid JSON" }
            return error.reason
        }
        return "field '\(field)': \(error.reason)"
    }
}
