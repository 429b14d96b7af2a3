import LifecycleConformance
import LifecycleSpec
import LifecycleText

/// The words of one rendering of `index.html` and `report.md`: the language's messages, the
/// rules' statements in that language and the passages quoted from the user's copy.
struct ReportText {
    /// The messages of the chosen language.
    let words: Words
    /// Statements in the chosen language by rule id.
    let statements: [String: String]
    /// Passages by rule id; nil when no copy of the documents was given.
    let passages: [String: SeedPassage]?

    init(_ options: ReportOptions) {
        words = Words(options.language)
        statements = options.language == .english ? [:] : options.statements
        passages = options.passages
    }

    /// English, with nothing quoted.
    static let english = ReportText(ReportOptions())

    /// The language code for `<html lang>`.
    var languageCode: String { words.language.rawValue }

    /// The words of a rule or test status: `passed`, `통과`.
    func status(_ raw: String) -> String { words.has("status." + raw) ? words("status." + raw) : raw }

    /// The name of a level: `required`, `필수`.
    func level(_ level: RuleLevel) -> String { words("level." + level.rawValue) }

    /// The rule's statement in the chosen language, or nil when it is English or untranslated.
    func translated(_ ruleID: String, english: String) -> String? {
        guard let text = statements[ruleID], text != english else { return nil }
        return text
    }

    /// A statement as HTML: the translation with the English beside it (small, muted), or the
    /// English alone.
    func statementHTML(_ ruleID: String, english: String) -> String {
        guard let translated = translated(ruleID, english: english) else { return CodeSpans.html(english) }
        return "\(CodeSpans.html(translated)) <span class=\"english\" lang=\"en\">\(CodeSpans.html(english))</span>"
    }

    /// A statement for a Markdown cell: the translation with the English beside it in `<sub>`.
    func statementMarkdown(_ ruleID: String, english: String) -> String {
        guard let translated = translated(ruleID, english: english) else { return MarkupEscaping.markdownCell(english) }
        return "\(MarkupEscaping.markdownCell(translated)) <sub>\(MarkupEscaping.markdownCell(english))</sub>"
    }

    /// A list of items with the rest counted: `A, B and 3 more`.
    func more(_ count: Int) -> String { count > 0 ? words("list.more", "count", count) : "" }
}
