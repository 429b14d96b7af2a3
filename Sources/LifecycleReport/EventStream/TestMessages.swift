import LifecycleFiles

/// The messages of one test, within the report's limits: a message keeps at most
/// `messageLimit` bytes of UTF-8 and a test at most `totalLimit` bytes of messages; what is
/// cut is replaced by a note saying how much, so a huge failure message cannot swell the
/// report or the memory it takes to build it.
struct TestMessages {
    /// The report's limits on messages.
    struct Limits: Sendable, Hashable {
        var messageLimit: Int
        var totalLimit: Int
    }

    private(set) var texts: [String] = []
    private var keptBytes = 0
    private var droppedCount = 0
    private var droppedBytes = 0
    /// The total limit, kept for the note; set by the first message that is left out.
    private var totalLimit: Int32 = 0

    /// Adds a message; `omittedBytes` were already cut from it by the reader.
    mutating func append(_ text: String, omittedBytes: Int = 0, limits: Limits) {
        let (kept, cut) = Self.prefix(of: text, maxBytes: limits.messageLimit)
        let omitted = omittedBytes + cut
        let message = omitted > 0 ? kept + "\n… [\(omitted) more bytes of this message are not in the report]" : kept
        let size = kept.utf8.count
        guard droppedCount == 0, keptBytes + size <= limits.totalLimit || texts.isEmpty else {
            droppedCount += 1
            droppedBytes += size + omitted
            totalLimit = Int32(clamping: limits.totalLimit)
            return
        }
        texts.append(message)
        keptBytes += size
    }

    /// Replaces every message by `text`.
    mutating func replace(with text: String, omittedBytes: Int = 0, limits: Limits) {
        self = TestMessages()
        append(text, omittedBytes: omittedBytes, limits: limits)
    }

    /// The kept messages, and a last note when some were left out.
    var all: [String] {
        guard droppedCount > 0 else { return texts }
        let messages = droppedCount == 1 ? "1 more message (\(droppedBytes) bytes) is" : "\(droppedCount) more messages (\(droppedBytes) bytes) are"
        return texts + ["… [\(messages) not in the report, which keeps \(ByteCountText.text(Int(totalLimit))) of messages per test]"]
    }

    /// The longest beginning of `text` of at most `maxBytes` UTF-8 bytes that ends on a
    /// character boundary, and how many bytes are left out.
    static func prefix(of text: String, maxBytes: Int) -> (String, omitted: Int) {
        let total = text.utf8.count
        guard total > maxBytes else { return (text, 0) }
        var end = text.utf8.index(text.startIndex, offsetBy: maxBytes)
        while end > text.startIndex, end.samePosition(in: text.unicodeScalars) == nil { end = text.utf8.index(before: end) }
        let kept = String(Substring(text.unicodeScalars[..<end]))
        return (kept, total - kept.utf8.count)
    }
}
