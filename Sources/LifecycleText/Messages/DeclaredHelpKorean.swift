/// The Korean help of every command (see ``DeclaredTextTranslations``).
enum DeclaredHelpKorean {
    static let texts: [String: String] = [:]
}
