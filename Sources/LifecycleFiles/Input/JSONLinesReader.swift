import Foundation

/// Reads a JSON Lines input (one JSON value per line) in bounded memory, one line at a time,
/// from anywhere an ``InputSource`` names. The input is read in fixed-size chunks and a line
/// is parsed as it streams past, so however long a line is, only its kept values are held:
/// each string keeps at most `stringLimit` bytes (the rest is counted, see
/// ``JSONLineString``), and members whose key is not in `keptKeys` are checked but dropped.
/// Blank lines are skipped; a UTF-8 byte order mark at the start is ignored.
public final class JSONLinesReader {
    /// What a reader keeps of each line.
    public struct Limits: Sendable, Hashable {
        /// The most UTF-8 bytes a string keeps.
        public var stringLimit: Int
        /// The deepest nesting of objects and arrays accepted.
        public var depthLimit: Int
        /// The member names whose values are kept, at any depth; nil keeps every member.
        public var keptKeys: Set<String>?

        /// Limits: strings cut at 64 KiB, nesting at most 64 levels, every member kept.
        public init(stringLimit: Int = 64 * 1024, depthLimit: Int = 64, keptKeys: Set<String>? = nil) {
            self.stringLimit = max(stringLimit, 0)
            self.depthLimit = max(depthLimit, 1)
            self.keptKeys = keptKeys
        }
    }

    private var scanner: JSONLineScanner
    private var lineNumber = 0

    /// Opens `source`; fails when it is missing, a folder or unreadable.
    public init(source: InputSource, limits: Limits = Limits(), chunkSize: Int = 64 * 1024) throws(FileProblem) {
        let input = try InputBytes(source: source, chunkSize: chunkSize)
        scanner = JSONLineScanner(input: input, stringLimit: limits.stringLimit, depthLimit: limits.depthLimit, keptKeys: limits.keptKeys)
    }

    /// Reads lines from bytes in memory; `name` names them in messages.
    public init(data: Data, name: String, limits: Limits = Limits(), chunkSize: Int = 64 * 1024) {
        let input = InputBytes(data: data, name: name, chunkSize: chunkSize)
        scanner = JSONLineScanner(input: input, stringLimit: limits.stringLimit, depthLimit: limits.depthLimit, keptKeys: limits.keptKeys)
    }

    /// The input's name in messages: the path as given, or `<stdin>`.
    public var name: String { scanner.input.name }

    /// The number of the last line read (blank lines count); 0 before the first.
    public var lastLineNumber: Int { lineNumber }

    /// The value of the next line that is not blank, or nil at the end of the input.
    public func next() throws(JSONLinesError) -> JSONLine? {
        do throws(JSONLineScanner.Failure) {
            while true {
                guard try scanner.peek() != nil else { return nil }
                lineNumber += 1
                scanner.startLine()
                try scanner.skipBlanks()
                if try endLine() { continue }
                let value = try scanner.value(keep: true)
                try scanner.skipBlanks()
                guard try endLine() else { throw JSONLineScanner.Failure.syntax }
                return JSONLine(number: lineNumber, value: value)
            }
        } catch {
            throw try problem(error)
        }
    }

    /// Consumes the line feed at the current position: true at a line feed or the end of
    /// the input, false at anything else.
    private func endLine() throws(JSONLineScanner.Failure) -> Bool {
        switch try scanner.peek() {
        case nil: return true
        case UInt8(ascii: "\n"):
            scanner.advance()
            return true
        default: return false
        }
    }

    /// The error for a failure on the current line; a syntax error on a last line without a
    /// line feed means the input was cut off.
    private func problem(_ failure: JSONLineScanner.Failure) throws(JSONLinesError) -> JSONLinesError {
        switch failure {
        case .unreadable(let problem): return JSONLinesError(.unreadable, problem)
        case .nestedTooDeeply:
            return JSONLinesError(.nestedTooDeeply, FileProblem(name, line: lineNumber, id: "file.json.too-deep", ["depth": String(scanner.depthLimit)]))
        case .syntax:
            let column = scanner.column + 1
            let endsInput: Bool
            do {
                endsInput = try scanner.skipRestOfLine()
            } catch {
                return try problem(error)
            }
            guard endsInput else {
                return JSONLinesError(.notJSON, FileProblem(name, line: lineNumber, id: "file.json.invalid", ["column": String(column)]))
            }
            return JSONLinesError(.endsMidLine, FileProblem(name, line: lineNumber, id: "file.json.ends-mid-line"))
        }
    }
}

/// One non-blank line of a JSON Lines input and its value.
public struct JSONLine: Sendable, Hashable {
    /// The 1-based line number.
    public let number: Int
    /// The line's JSON value.
    public let value: JSONLineValue
}
