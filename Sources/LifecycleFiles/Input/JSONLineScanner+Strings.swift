extension JSONLineScanner {
    /// The rest of a string whose opening quote is consumed; checked as it streams past.
    mutating func string(keep: Bool) throws(Failure) -> JSONLineString {
        var builder = CutStringBuilder(limit: keep ? stringLimit : 0)
        while true {
            let filled: Bool
            do { filled = try input.fill() } catch { throw .unreadable(error) }
            guard filled else { throw .syntax }
            let stop = stops.next(in: input)
            let run = stop.offset - input.position
            if run > 0 {
                builder.append(UnsafeRawBufferPointer(rebasing: input.storage[input.position..<stop.offset]))
                advance(by: run)
            }
            switch stop.byte {
            case nil: continue
            case UInt8(ascii: "\""):
                advance()
                return builder.finished()
            case UInt8(ascii: "\\"):
                advance()
                builder.append(try escapedScalar())
            default: throw .syntax
            }
        }
    }

    /// The character after a backslash (consumed) as a scalar; a `\u` escape of a UTF-16
    /// surrogate must be a high one followed by a `\u` escape of a low one.
    mutating func escapedScalar() throws(Failure) -> Unicode.Scalar {
        guard let byte = try peek() else { throw .syntax }
        if let scalar = Self.shortEscape(byte) {
            advance()
            return scalar
        }
        guard byte == UInt8(ascii: "u") else { throw .syntax }
        advance()
        let unit = try hexUnit()
        if let scalar = Unicode.Scalar(unit) { return scalar }
        guard (0xD800...0xDBFF).contains(unit) else { throw .syntax }
        guard try peek() == UInt8(ascii: "\\") else { throw .syntax }
        advance()
        guard try peek() == UInt8(ascii: "u") else { throw .syntax }
        advance()
        let low = try hexUnit()
        guard (0xDC00...0xDFFF).contains(low), let scalar = Unicode.Scalar(0x10000 + (unit - 0xD800) << 10 + (low - 0xDC00)) else { throw .syntax }
        return scalar
    }

    /// The scalar a one-character escape stands for (`\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`).
    private static func shortEscape(_ byte: UInt8) -> Unicode.Scalar? {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): Unicode.Scalar(byte)
        case UInt8(ascii: "b"): "\u{8}"
        case UInt8(ascii: "f"): "\u{C}"
        case UInt8(ascii: "n"): "\n"
        case UInt8(ascii: "r"): "\r"
        case UInt8(ascii: "t"): "\t"
        default: nil
        }
    }

    /// Four hexadecimal digits.
    private mutating func hexUnit() throws(Failure) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = try peek(), let digit = Self.hexValue(byte) else { throw .syntax }
            unit = unit << 4 | digit
            advance()
        }
        return unit
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
