/// How many terminal columns a text takes: East Asian wide characters (Hangul, CJK
/// ideographs, full-width forms) take two, combining marks none, everything else one — so
/// Korean labels and tables line up as English ones do.
public enum TerminalColumns {
    /// The columns `text` takes on a terminal.
    public static func width(of text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + width(of: $1) }
    }

    /// The columns one scalar takes.
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark { return 0 }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7A3,
            0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        ]
        return wide.contains { $0.contains(value) } ? 2 : 1
    }

    /// `text` followed by spaces up to `width` columns (nothing added when it is wider).
    public static func padded(_ text: String, to width: Int) -> String {
        let columns = self.width(of: text)
        return columns >= width ? text : text + String(repeating: " ", count: width - columns)
    }
}
