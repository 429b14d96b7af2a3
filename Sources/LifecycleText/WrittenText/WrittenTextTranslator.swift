/// Looks texts up in a `WrittenTextTable`, its patterns compiled once.
public struct WrittenTextTranslator: Sendable {
    /// The table looked up.
    public let table: WrittenTextTable
    private let patterns: [(english: TextPattern, translated: String)]

    /// A translator for `table`; patterns are tried most literal characters first, so a
    /// specific pattern wins over a general one (ties in the order of the English).
    public init(_ table: WrittenTextTable) {
        self.table = table
        patterns = table.patterns.map { (TextPattern($0.key), $0.value) }
            .sorted { ($0.english.literalLength, $1.english.source) > ($1.english.literalLength, $0.english.source) }
    }

    /// The translator of the table stored for each language.
    static let korean = WrittenTextTranslator(.stored(for: .korean))
    static let english = WrittenTextTranslator(WrittenTextTable())

    /// The translator for `language`.
    public static func stored(for language: Language) -> WrittenTextTranslator {
        language == .korean ? korean : english
    }

    /// The translation of `text`: its exact entry (or fragment), or the first pattern it matches with each
    /// capture translated as a fragment (or an exact entry) when the table has one; nil when
    /// nothing applies.
    public func translation(of text: String) -> String? {
        if let exact = table.exact[text] ?? table.fragments[text] { return exact }
        return patternTranslation(of: text)?.text
    }

    /// The pattern a text matches and its translation; nil when no pattern matches. A
    /// capture is translated as a fragment or exact entry, else through the patterns again
    /// (one level deep, and never through a pattern of fewer than four literal characters,
    /// such as `{check}: {message}`, which would match too much inside another text).
    public func patternTranslation(of text: String) -> (pattern: String, text: String)? {
        patternTranslation(of: text, nested: false)
    }

    private func patternTranslation(of text: String, nested: Bool) -> (pattern: String, text: String)? {
        let characters = Array(text)
        for pattern in patterns where !nested || pattern.english.literalLength >= 4 {
            guard let captures = pattern.english.match(characters) else { continue }
            var values: [String: String] = [:]
            for (name, value) in captures {
                values[name] = table.fragments[value] ?? table.exact[value] ?? (nested ? nil : patternTranslation(of: value, nested: true)?.text) ?? value
            }
            return (pattern.english.source, Words.fill(pattern.translated, values))
        }
        return nil
    }

    /// `text` in the translator's language, line by line when it has several lines; the
    /// English for a line without a translation.
    public func translate(_ text: String) -> String {
        if let whole = table.exact[text] { return whole }
        guard text.contains("\n") else { return translation(of: text) ?? text }
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { translation(of: String($0)) ?? String($0) }.joined(separator: "\n")
    }
}
