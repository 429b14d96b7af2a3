/// Where the translation a rule is drawn from says something other than the original
/// document, and what the rule follows instead. The catalog never corrects a translation
/// silently: every departure from the seed's wording carries a note.
public struct TranslationNote: Sendable, Hashable, Codable {
    /// What kind of departure the note records.
    public let kind: TranslationNoteKind
    /// What the translation says, described in English.
    public let translationSays: String
    /// What the rule follows instead.
    public let ruleFollows: String
    /// Why the rule follows that and not the translation.
    public let why: String

    /// Creates a note; each parameter sets the property of the same name.
    public init(kind: TranslationNoteKind, translationSays: String, ruleFollows: String, why: String) {
        self.kind = kind
        self.translationSays = translationSays
        self.ruleFollows = ruleFollows
        self.why = why
    }
}

/// The kinds of departure a translation note records.
public enum TranslationNoteKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A key, notification, method, class or other name is misspelt.
    case misspelling
    /// The translation says something other than the original: a changed meaning, force or date.
    case mistranslation
    /// Text was lost: names run together, placeholders dropped by the markup.
    case lostText = "lost-text"
    /// The translation adds words the original does not have.
    case addition
}
