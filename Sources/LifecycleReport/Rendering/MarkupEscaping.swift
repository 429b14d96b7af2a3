import Foundation

/// Escaping for text placed in HTML, XML and Markdown.
enum MarkupEscaping {
    /// Text for an HTML or XML element body or a quoted attribute value. Characters XML 1.0
    /// forbids (control characters other than tab, line feed and carriage return) become U+FFFD.
    static func xml(_ text: String, newlinesAsEntities: Bool = false) -> String {
        var input = text
        // Most text needs nothing escaped: return it as is after one pass over its bytes.
        let needsWork = input.withUTF8 { bytes in
            bytes.contains { byte in
                byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 || byte < 0x20 || byte == 0xEF
            }
        }
        guard needsWork else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n" where newlinesAsEntities: result += "&#10;"
            case "\r" where newlinesAsEntities: result += "&#13;"
            case "\t" where newlinesAsEntities: result += "&#9;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                let allowed = value >= 0x20 && !(0xFFFE...0xFFFF).contains(value)
                result.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
            }
        }
        return result
    }

    /// Text for a Markdown table cell: one line, pipes escaped.
    static func markdownCell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Text from outside the kit (an implementation name, a test name) placed in Markdown
    /// prose: one line, at most `limit` characters, with every character Markdown or the
    /// HTML it allows could act on escaped, so it shows as typed and never as markup.
    static func markdownText(_ text: String, limit: Int = 200) -> String {
        var result = ""
        var count = 0
        for character in text {
            if count == limit {
                result += "… (\(text.count - limit) more characters)"
                break
            }
            count += 1
            switch character {
            case "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", ".", "!", "|", "~", ">", "=", ":":
                result += "\\" + String(character)
            case "<": result += "&lt;"
            case "&": result += "&amp;"
            default:
                if character.isNewline || (character.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false) {
                    result += " "
                } else {
                    result.append(character)
                }
            }
        }
        return result
    }
}
