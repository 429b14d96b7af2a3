/// Translations of texts the kit declares in English next to the code they describe — a
/// command's one-line abstract, its discussion, each option's help — keyed
/// `COMMAND.abstract`, `COMMAND.discussion` and `COMMAND.PARAMETER` (the option's long name
/// without dashes, or an argument's placeholder). `DeclaredHelpTests` checks that every
/// declared text has its translation and no translation is left without its text.
public enum DeclaredTextTranslations {
    /// The Korean texts, by key.
    public static var korean: [String: String] { DeclaredHelpKorean.texts }
    /// For each Korean text, the fingerprint of the English it was translated from, so a
    /// changed English text is caught (`DeclaredHelpTests`).
    public static var koreanFrom: [String: String] { DeclaredHelpKorean.from }
}
