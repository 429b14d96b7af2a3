import LifecycleText
/// One line of the user's copy of a document, ready to show: where it is and what it says,
/// trimmed, every run of whitespace written as one space, and cut with an ellipsis when long.
public struct SeedLine: Sendable, Hashable {
    /// The seed file's name, such as `000_03cc77a0e6b2a00d.txt`.
    public let file: String
    /// The embedded file, for a repository dump; nil for a seed of plain lines.
    public let part: String?
    /// The 1-based line number (within the embedded file, for a dump).
    public let number: Int
    /// The line's text, at most the library's quote length, ending in `…` when cut; for a
    /// line that embeds a picture, the caption that follows it.
    public let text: String
    /// The picture's file name when the line embeds one instead of holding text.
    public let figure: String?

    /// Where the line is: `000_….txt line 82`, or `003_….txt, embedded file /README.md, line 12`.
    public var place: String { Self.place(file: file, part: part, line: number) }

    /// Where a line is, as messages name it: `000_….txt line 82`, or
    /// `003_….txt, embedded file /README.md, line 12`.
    public static func place(file: String, part: String?, line: Int) -> String {
        guard let part else { return "\(file) line \(line)" }
        return "\(file), embedded file \(part), line \(line)"
    }

    /// Where the line is, in the language of `words`.
    public func place(in words: Words) -> String {
        guard let part else { return words("seed.place", ["file": file, "line": "\(number)"]) }
        return words("seed.place.embedded", ["file": file, "part": part, "line": "\(number)"])
    }

    /// A line of the copy, with its text made ready to show (see ``excerpt(_:limit:)``).
    public init(file: String, part: String?, number: Int, rawText: String, limit: Int, figure: String? = nil) {
        self.file = file
        self.part = part
        self.number = number
        self.figure = figure
        text = Self.excerpt(rawText, limit: limit)
    }

    /// The text as shown to people: for a picture, `[figure FILE] caption` in the language
    /// of `words`.
    public func shown(in words: Words) -> String {
        figure.map { words("seed.figure", ["file": $0, "caption": text]) } ?? text
    }

    /// `text` trimmed, with every run of whitespace or control characters written as one
    /// space, and cut to `limit` characters, the last of them `…`, when longer.
    public static func excerpt(_ text: String, limit: Int) -> String {
        var result = ""
        var pendingSpace = false
        for character in text {
            if character.isWhitespace || character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .control }) {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.append(character)
        }
        guard result.count > limit, limit > 1 else { return result }
        var cut = String(result.prefix(limit - 1))
        while cut.last?.isWhitespace == true { cut.removeLast() }
        return cut + "…"
    }
}
