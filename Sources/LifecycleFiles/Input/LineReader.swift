import Foundation

/// Reads a text input line by line in fixed-size chunks, never holding more than one chunk
/// and one line (capped at `maximumLength` bytes) in memory. Lines end with `\n` or `\r\n`;
/// a UTF-8 byte order mark at the start is skipped; line numbers start at 1.
///
/// ```swift
/// let reader = try LineReader(source: InputSource(argument: path), maximumLength: 1 << 20)
/// while let line = try reader.next() { print(line.number, line.text) }
/// ```
public final class LineReader {
    /// The most bytes a line may keep.
    public let maximumLength: Int
    /// What happens to a longer line.
    public let longLines: LongLinePolicy
    private var input: InputBytes
    private var lineNumber = 0

    /// Opens `source`; fails when it is missing, a folder or unreadable.
    /// - Parameters:
    ///   - source: The file, standard input or descriptor to read.
    ///   - maximumLength: The most bytes a line may have (or keep, when truncating).
    ///   - longLines: Refuse or truncate a longer line.
    ///   - chunkSize: How many bytes one `read(2)` asks for.
    public init(source: InputSource, maximumLength: Int, longLines: LongLinePolicy = .refuse, chunkSize: Int = 64 * 1024) throws(FileProblem) {
        self.maximumLength = max(maximumLength, 0)
        self.longLines = longLines
        input = try InputBytes(source: source, chunkSize: chunkSize)
    }

    /// Reads lines from bytes in memory; `name` names them in messages.
    public init(data: Data, name: String, maximumLength: Int, longLines: LongLinePolicy = .refuse, chunkSize: Int = 64 * 1024) {
        self.maximumLength = max(maximumLength, 0)
        self.longLines = longLines
        input = InputBytes(data: data, name: name, chunkSize: chunkSize)
    }

    /// The input's name in messages: the path as given, or `<stdin>`.
    public var name: String { input.name }

    /// The next line, or nil after the last one. An input that ends with a line feed has no
    /// empty line after it.
    public func next() throws(FileProblem) -> InputLine? {
        guard try input.fill() else { return nil }
        lineNumber += 1
        var kept: [UInt8] = []
        // One byte more than the limit, so a `\r` before the line feed is seen and dropped.
        let keepLimit = maximumLength + 1
        var length = 0
        var lastByte: UInt8 = 0
        var isTerminated = false
        while try input.fill() {
            let unread = input.unread
            let newline = unread.offset(of: UInt8(ascii: "\n"))
            let segment = UnsafeRawBufferPointer(rebasing: unread[..<(newline ?? unread.count)])
            if let last = segment.last { lastByte = last }
            if kept.count < keepLimit { kept.append(contentsOf: segment.prefix(keepLimit - kept.count)) }
            length += segment.count
            input.advance(by: segment.count)
            if newline != nil {
                input.advance()
                isTerminated = true
                break
            }
            if length > keepLimit, longLines == .refuse { throw tooLong() }
        }
        if lastByte == UInt8(ascii: "\r"), length > 0 {
            length -= 1
            if kept.count > length { kept.removeLast() }
        }
        guard length > maximumLength else {
            return InputLine(number: lineNumber, bytes: kept, isTerminated: isTerminated)
        }
        if longLines == .refuse { throw tooLong() }
        let cut = Self.characterBoundary(in: kept, atMost: maximumLength)
        kept.removeSubrange(cut...)
        return InputLine(number: lineNumber, bytes: kept, omittedByteCount: length - cut, isTerminated: isTerminated)
    }

    private func tooLong() -> FileProblem {
        FileProblem(name, line: lineNumber, id: "file.input.line-too-long", ["limit": String(maximumLength)])
    }

    /// The largest index `≤ limit` that does not split a UTF-8 sequence of `bytes`.
    static func characterBoundary(in bytes: [UInt8], atMost limit: Int) -> Int {
        var cut = min(limit, bytes.count)
        while cut > 0, cut < bytes.count, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
        return cut
    }
}
