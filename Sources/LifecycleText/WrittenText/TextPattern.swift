/// An English text with `{name}` placeholders, matched against a whole text: literal
/// parts must appear as written, each placeholder takes one or more characters of one line
/// (the shortest that lets the rest match). A placeholder named for a number (`{n}`,
/// `{count}`, `{ios}`, `{version}`, `{seconds}`) takes only digits and dots, and one named
/// for an id or a single word (`{row}`, `{case}`, `{state}`, `{adapter}`, …) takes no
/// spaces, so a pattern that ends in one cannot swallow the rest of a longer text.
struct TextPattern: Sendable {
    enum Part: Sendable, Equatable {
        /// Literal characters, kept as an array so matching compares them without copying.
        case literal([Character])
        case placeholder(String)
    }

    let source: String
    let parts: [Part]

    /// Placeholders that take a number.
    static let numberNames: Set<String> = ["n", "count", "ios", "version", "seconds"]
    /// Placeholders that take one word (an id, a state, a stimulus).
    static let wordNames: Set<String> = ["row", "case", "id", "state", "from", "to", "trigger", "event", "mode", "kind", "got", "callback", "adapter"]

    init(_ source: String) {
        self.source = source
        var parts: [Part] = []
        var literal = ""
        var rest = Substring(source)
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}"), !after[..<close].isEmpty,
                after[..<close].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else {
                literal.append("{")
                rest = after
                continue
            }
            if !literal.isEmpty { parts.append(.literal(Array(literal))) }
            literal = ""
            parts.append(.placeholder(String(after[..<close])))
            rest = after[after.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty { parts.append(.literal(Array(literal))) }
        self.parts = parts
    }

    /// How many characters of the pattern are literal.
    var literalLength: Int {
        parts.reduce(0) { total, part in
            if case .literal(let characters) = part { return total + characters.count }
            return total
        }
    }

    /// The placeholders' captures when `text` matches the whole pattern; nil otherwise.
    func match(_ text: String) -> [String: String]? { match(Array(text)) }

    /// The captures for a text already split into characters (a translator splits a text
    /// once and tries every pattern on it).
    func match(_ characters: [Character]) -> [String: String]? {
        if case .literal(let first) = parts.first, !characters.starts(with: first) { return nil }
        return match(characters, from: 0, part: 0)
    }

    private func match(_ text: [Character], from start: Int, part index: Int) -> [String: String]? {
        guard index < parts.count else { return start == text.count ? [:] : nil }
        switch parts[index] {
        case .literal(let expected):
            guard start + expected.count <= text.count, text[start..<start + expected.count].elementsEqual(expected) else { return nil }
            return match(text, from: start + expected.count, part: index + 1)
        case .placeholder(let name):
            guard start < text.count else { return nil }
            for end in (start + 1)...text.count {
                let character = text[end - 1]
                if character == "\n" { return nil }
                if Self.numberNames.contains(name) && !(character.isNumber || character == ".") { return nil }
                if Self.wordNames.contains(name) && character.isWhitespace { return nil }
                if var rest = match(text, from: end, part: index + 1) {
                    rest[name] = String(text[start..<end])
                    return rest
                }
            }
            return nil
        }
    }
}
