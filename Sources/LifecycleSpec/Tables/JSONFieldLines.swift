/// The line on which each value of a JSON text begins, by its path (`rows[3].steps[1].callback`),
/// so a defect found after decoding can point at the line that holds it. The text is assumed
/// to be valid JSON (the catalog loader has parsed it already); anything else yields fewer lines.
public struct JSONFieldLines: Sendable {
    private var lines: [String: Int] = [:]

    /// Indexes every value of `text` in one pass: an object member by the line of its key, an
    /// array element by the line where it starts.
    public init(_ text: String) {
        var scanner = Scanner(bytes: Array(text.utf8))
        scanner.value(at: "", into: &lines)
    }

    /// The 1-based line of the value at `path`, or nil when the text has no such value.
    public func line(of path: String) -> Int? { lines[path] }

    /// A cursor over the bytes of the text that records paths as it goes.
    private struct Scanner {
        let bytes: [UInt8]
        var position = 0
        var line = 1

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        mutating func value(at path: String, into lines: inout [String: Int]) {
            skipWhitespace()
            guard position < bytes.count else { return }
            if lines[path] == nil { lines[path] = line }
            switch bytes[position] {
            case UInt8(ascii: "{"): object(at: path, into: &lines)
            case UInt8(ascii: "["): array(at: path, into: &lines)
            case UInt8(ascii: "\""): _ = string()
            default: scalar()
            }
        }

        private mutating func object(at path: String, into lines: inout [String: Int]) {
            position += 1
            while true {
                skipWhitespace()
                guard position < bytes.count, bytes[position] != UInt8(ascii: "}") else { break }
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                let keyLine = line
                let key = string()
                let member = path.isEmpty ? key : "\(path).\(key)"
                lines[member] = keyLine
                skipWhitespace()
                if position < bytes.count, bytes[position] == UInt8(ascii: ":") { position += 1 }
                value(at: member, into: &lines)
            }
            position += 1
        }

        private mutating func array(at path: String, into lines: inout [String: Int]) {
            position += 1
            var index = 0
            while true {
                skipWhitespace()
                guard position < bytes.count, bytes[position] != UInt8(ascii: "]") else { break }
                if bytes[position] == UInt8(ascii: ",") {
                    position += 1
                    continue
                }
                value(at: "\(path)[\(index)]", into: &lines)
                index += 1
            }
            position += 1
        }

        /// Reads a string token and returns its raw text between the quotes (escapes kept).
        private mutating func string() -> String {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
                scalar()
                return ""
            }
            position += 1
            let start = position
            while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                if bytes[position] == UInt8(ascii: "\\") { position += 1 }
                position += 1
            }
            let text = String(decoding: bytes[start..<min(position, bytes.count)], as: UTF8.self)
            position += 1
            return text
        }

        private mutating func scalar() {
            while position < bytes.count, !Self.endsScalar(bytes[position]) { position += 1 }
        }

        private mutating func skipWhitespace() {
            while position < bytes.count, Self.isWhitespace(bytes[position]) {
                if bytes[position] == UInt8(ascii: "\n") { line += 1 }
                position += 1
            }
        }

        private static func isWhitespace(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
        }

        private static func endsScalar(_ byte: UInt8) -> Bool {
            isWhitespace(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]")
        }
    }
}
