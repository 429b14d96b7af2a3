/// One line of a text input, without its line end (`\n` or `\r\n`), and without the UTF-8
/// byte order mark on line 1.
public struct InputLine: Sendable, Hashable {
    /// The 1-based line number.
    public let number: Int
    /// The line's bytes; at most the reader's `maximumLength` of them.
    public let bytes: [UInt8]
    /// How many bytes of the line were left out after `bytes` (0 unless it was truncated).
    public let omittedByteCount: Int
    /// False only for a last line that ends without a line feed.
    public let isTerminated: Bool

    /// Creates a line.
    public init(number: Int, bytes: [UInt8], omittedByteCount: Int = 0, isTerminated: Bool = true) {
        self.number = number
        self.bytes = bytes
        self.omittedByteCount = omittedByteCount
        self.isTerminated = isTerminated
    }

    /// True when bytes past the reader's `maximumLength` were left out.
    public var isTruncated: Bool { omittedByteCount > 0 }

    /// The length of the whole line in bytes, the omitted ones included.
    public var fullLength: Int { bytes.count + omittedByteCount }

    /// The kept bytes as text; a malformed UTF-8 sequence reads as U+FFFD.
    public var text: String { String(decoding: bytes, as: UTF8.self) }
}

/// What a ``LineReader`` does with a line longer than its `maximumLength`.
public enum LongLinePolicy: Sendable, Hashable {
    /// Fail with a ``FileProblem`` naming the file and line, without reading the rest.
    case refuse
    /// Keep the first `maximumLength` bytes (cut at a character boundary), skip the rest and
    /// say how many bytes were skipped in ``InputLine/omittedByteCount``.
    case truncate
}
