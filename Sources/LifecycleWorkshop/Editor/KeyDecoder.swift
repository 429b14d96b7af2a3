/// Turns the bytes a terminal in raw mode sends into keys: printable UTF-8 characters,
/// control characters (Ctrl-A, Ctrl-E, …) and the escape sequences of the arrow, Home, End
/// and Delete keys (`ESC [ A`, `ESC O H`, `ESC [ 3 ~`, …). A sequence cut off at the end of
/// the bytes is kept for the next read.
public enum KeyDecoder {
    /// The keys in `bytes`, and the bytes of an unfinished sequence at the end.
    public static func decode(_ bytes: [UInt8]) -> (keys: [EditorKey], rest: [UInt8]) {
        var keys: [EditorKey] = []
        var index = 0
        while index < bytes.count {
            guard let (key, length) = key(in: bytes, at: index) else { return (keys, Array(bytes[index...])) }
            keys.append(key)
            index += length
        }
        return (keys, [])
    }

    /// The key starting at `index` and how many bytes it takes, or nil when the bytes end first.
    static func key(in bytes: [UInt8], at index: Int) -> (EditorKey, Int)? {
        let byte = bytes[index]
        switch byte {
        case 0x1B: return escapeSequence(in: bytes, at: index)
        case 0x00..<0x20, 0x7F: return (control(byte), 1)
        case 0x20..<0x80: return (.character(Character(Unicode.Scalar(byte))), 1)
        default: return utf8Character(in: bytes, at: index)
        }
    }

    /// The key a control character stands for.
    static func control(_ byte: UInt8) -> EditorKey {
        switch byte {
        case 0x01: .home
        case 0x02: .left
        case 0x03: .interrupt
        case 0x04: .endOfInput
        case 0x05: .end
        case 0x06: .right
        case 0x08, 0x7F: .backspace
        case 0x09: .tab
        case 0x0A, 0x0D: .enter
        case 0x0B: .deleteToEnd
        case 0x0E: .down
        case 0x10: .up
        case 0x15: .deleteToStart
        case 0x17: .deleteWord
        default: .ignored
        }
    }

    /// `ESC [ … final` (CSI) or `ESC O x` (SS3); any other byte after ESC is an Alt-key, ignored.
    static func escapeSequence(in bytes: [UInt8], at index: Int) -> (EditorKey, Int)? {
        guard index + 1 < bytes.count else { return nil }
        let kind = bytes[index + 1]
        if kind == UInt8(ascii: "O") {
            guard index + 2 < bytes.count else { return nil }
            return (final(bytes[index + 2], parameters: []), 3)
        }
        guard kind == UInt8(ascii: "[") else { return (.ignored, 2) }
        var cursor = index + 2
        while cursor < bytes.count, (0x30...0x3F).contains(bytes[cursor]) { cursor += 1 }
        guard cursor < bytes.count else { return nil }
        let parameters = String(decoding: bytes[(index + 2)..<cursor], as: UTF8.self).split(separator: ";").map(String.init)
        return (final(bytes[cursor], parameters: parameters), cursor - index + 1)
    }

    /// The key of a sequence's final byte (`A` up, `H` home, `~` with 3 delete, …).
    static func final(_ byte: UInt8, parameters: [String]) -> EditorKey {
        switch Unicode.Scalar(byte) {
        case "A": .up
        case "B": .down
        case "C": .right
        case "D": .left
        case "H": .home
        case "F": .end
        case "~":
            switch parameters.first {
            case "1", "7": .home
            case "4", "8": .end
            case "3": .delete
            default: .ignored
            }
        default: .ignored
        }
    }

    /// A character of two to four UTF-8 bytes; a byte that starts none is ignored.
    static func utf8Character(in bytes: [UInt8], at index: Int) -> (EditorKey, Int)? {
        let length: Int
        switch bytes[index] {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (.ignored, 1)
        }
        guard index + length <= bytes.count else { return nil }
        let slice = bytes[index..<(index + length)]
        guard slice.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }), let character = String(validating: slice, as: UTF8.self)?.first else {
            return (.ignored, 1)
        }
        return (.character(character), length)
    }
}
