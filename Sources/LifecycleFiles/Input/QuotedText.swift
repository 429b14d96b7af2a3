/// User text as messages quote it: in single quotes, control characters escaped, and never
/// more than a couple of hundred characters, so a message stays one readable line however
/// long the input line was.
public enum QuotedText {
    /// The most characters (Unicode scalars) quoted; the rest are elided.
    public static let defaultLimit = 200

    /// `'text'` with `\n`, `\r`, `\t` and other control characters written as escapes; past
    /// `limit` characters the rest is replaced by `… (N more characters)`.
    public static func quoted(_ text: some StringProtocol, limit: Int = defaultLimit) -> String {
        let scalars = text.unicodeScalars
        var result = "'"
        var index = scalars.startIndex
        var kept = 0
        while kept < limit, index < scalars.endIndex {
            result += escaped(scalars[index])
            scalars.formIndex(after: &index)
            kept += 1
        }
        result += "'"
        let more = scalarCount(of: text, from: index)
        if more > 0 { result += "… (\(more) more \(more == 1 ? "character" : "characters"))" }
        return result
    }

    /// The scalar as it appears inside the quotes.
    static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            let isInvisible = scalar.properties.generalCategory == .control || scalar == "\u{FEFF}"
            return isInvisible ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
        }
    }

    /// The Unicode scalars of `text` from `index` on: its UTF-8 bytes that start a scalar.
    private static func scalarCount(of text: some StringProtocol, from index: String.Index) -> Int {
        let offset = text.utf8.distance(from: text.utf8.startIndex, to: index)
        let counted = text.utf8.withContiguousStorageIfAvailable { bytes in
            var count = 0
            var index = offset
            while index < bytes.count {
                if bytes[index] & 0xC0 != 0x80 { count += 1 }
                index += 1
            }
            return count
        }
        return counted ?? text.unicodeScalars[index...].count
    }
}
