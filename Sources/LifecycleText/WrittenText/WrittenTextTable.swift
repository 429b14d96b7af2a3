import Foundation

/// Translations of texts the kit writes in English as data rather than as messages: each
/// conformance case's title, hint and check summaries, and the messages its checks give
/// when they fail. They are looked up by their English text, so a text that changes in
/// English finds no translation until its entry is written again (`CaseTextTranslationTests`
/// keeps the table and the cases in step).
///
/// The file stores each part as a list of `{"en": …, "ko": …}` objects, so the English and
/// the translation of an entry never run together as text.
///
/// A table holds three kinds of entry:
/// - `exact`: English text → translation;
/// - `patterns`: English with `{name}` placeholders → translation with the same
///   placeholders, for texts the kit composes (a generated case's title, a failed order
///   check); a placeholder matches one or more characters;
/// - `fragments`: short English texts a placeholder may capture (`app delegate`) →
///   translation; a captured text without one is kept as it is (ids, callback names).
public struct WrittenTextTable: Sendable {
    /// English text → translation.
    public var exact: [String: String]
    /// English pattern → translated pattern.
    public var patterns: [String: String]
    /// Captured English fragment → translation.
    public var fragments: [String: String]

    /// A table from its three parts.
    public init(exact: [String: String] = [:], patterns: [String: String] = [:], fragments: [String: String] = [:]) {
        self.exact = exact
        self.patterns = patterns
        self.fragments = fragments
    }

    /// The table stored for `language`; empty for English and for a language without one.
    public static func stored(for language: Language) -> WrittenTextTable {
        switch language {
        case .english: WrittenTextTable()
        case .korean: korean
        }
    }

    /// The Korean table, read once from the target's resources.
    static let korean: WrittenTextTable = {
        guard let url = Bundle.module.url(forResource: "written-text.ko", withExtension: "json", subdirectory: "Resources"),
            let data = try? Data(contentsOf: url),
            let file = try? JSONDecoder().decode(StoredFile.self, from: data)
        else { return WrittenTextTable() }
        return WrittenTextTable(exact: file.exact.dictionary, patterns: file.patterns.dictionary, fragments: file.fragments.dictionary)
    }()

    /// One stored entry: the English and its translation.
    struct StoredEntry: Codable {
        let en: String
        let ko: String
    }

    /// The stored file's layout.
    struct StoredFile: Codable {
        let exact: [StoredEntry]
        let patterns: [StoredEntry]
        let fragments: [StoredEntry]
    }
}

extension [WrittenTextTable.StoredEntry] {
    /// English → translation; the first entry wins when an English text repeats.
    var dictionary: [String: String] {
        reduce(into: [:]) { table, entry in
            if table[entry.en] == nil { table[entry.en] = entry.ko }
        }
    }
}
