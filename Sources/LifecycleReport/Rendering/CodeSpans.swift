/// Rule statements write API names between backticks (`` `applicationWillResignActive:` ``).
/// In HTML they become code spans: the text is escaped first, then each pair of backticks
/// is replaced by `<code>`…`</code>`, so nothing in a statement can become markup. An
/// unpaired backtick stays as it is. Markdown keeps the backticks, which are code spans there.
enum CodeSpans {
    /// Escaped HTML with backtick pairs as code spans.
    static func html(_ text: String) -> String {
        let escaped = MarkupEscaping.xml(text)
        guard escaped.contains("`") else { return escaped }
        let pieces = escaped.split(separator: "`", omittingEmptySubsequences: false)
        var out = ""
        for (index, piece) in pieces.enumerated() {
            let insideCode = index % 2 == 1
            let isLast = index == pieces.count - 1
            if insideCode && isLast {
                // An opening backtick with no partner: keep it literally.
                out += "`" + piece
            } else if insideCode {
                out += "<code>" + piece + "</code>"
            } else {
                out += piece
            }
        }
        return out
    }
}
