/// Finds where the plain run of a JSON string ends in the current chunk: at the next quote,
/// backslash or line feed (a line feed inside a string is an error). The quote and line feed
/// found are remembered until the position passes them, so a string full of escapes is still
/// scanned once, not once per escape.
struct StringStops {
    private var generation = -1
    private var quote = 0
    private var newline = 0

    /// The offset in `input.storage` of the next stop byte and the byte; nil for the byte when
    /// the chunk ends first.
    mutating func next(in input: InputBytes) -> (offset: Int, byte: UInt8?) {
        let start = input.position
        let end = input.end
        if generation != input.generation {
            generation = input.generation
            quote = -1
            newline = -1
        }
        let unread = input.unread
        if quote < start { quote = unread.offset(of: UInt8(ascii: "\"")).map { start + $0 } ?? end }
        if newline < start { newline = unread.offset(of: UInt8(ascii: "\n")).map { start + $0 } ?? end }
        let limit = min(quote, newline)
        let beforeLimit = UnsafeRawBufferPointer(rebasing: unread[..<(limit - start)])
        let stop = beforeLimit.offset(of: UInt8(ascii: "\\")).map { start + $0 } ?? limit
        return (stop, stop < end ? input.storage[stop] : nil)
    }
}
