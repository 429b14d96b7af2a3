/// Text as editors on any system save it, made uniform for line-oriented parsers such as
/// the simulator's script reader: no byte order mark, every line ending in `\n`.
public enum TextNormalizer {
    /// `text` without a leading U+FEFF and with `\r\n` and a lone `\r` replaced by `\n`.
    public static func normalized(_ text: String) -> String {
        var scalars = Substring(text).unicodeScalars
        if scalars.first == "\u{FEFF}" { scalars.removeFirst() }
        guard scalars.contains("\r") else { return String(scalars) }
        var result = String.UnicodeScalarView()
        var previousWasReturn = false
        for scalar in scalars {
            switch scalar {
            case "\r": result.append("\n")
            case "\n" where previousWasReturn: break
            default: result.append(scalar)
            }
            previousWasReturn = scalar == "\r"
        }
        return String(result)
    }
}
