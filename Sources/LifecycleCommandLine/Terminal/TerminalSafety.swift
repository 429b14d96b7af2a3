/// Makes text safe to print on a terminal: a control character (an escape sequence that
/// clears the screen or sets the window title, a bell, a NUL, a carriage return that
/// overwrites the line) is written as a visible escape such as `\u{1B}`, whatever text it
/// came from — a script, an event stream, a file name, an option value. Line feeds and tabs
/// stay; so do the colour sequences (`ESC [ digits ; … m`) that ``TextStyle`` writes.
public enum TerminalSafety {
    /// `text` with every control character but line feed, tab and colour sequences escaped.
    public static func safe(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}", let end = colourSequenceEnd(in: scalars, from: index) {
                result.append(contentsOf: scalars[index...end])
                index = end + 1
                continue
            }
            if needsEscape(scalar) {
                result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
            } else {
                result.append(scalar)
            }
            index += 1
        }
        return String(result)
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && scalar != "\t" && scalar.properties.generalCategory == .control
    }

    /// The index of the `m` ending a colour sequence `ESC [ (digits | ;)* m` that starts at `start`.
    static func colourSequenceEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var index = start + 2
        while index < scalars.count, scalars[index] == ";" || ("0"..."9").contains(scalars[index]) { index += 1 }
        return index < scalars.count && scalars[index] == "m" && index - start <= 16 ? index : nil
    }
}
