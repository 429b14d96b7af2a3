import Foundation
import LifecycleFiles

/// The rule statements of the catalog in other languages, translated from our English
/// statements (`spec/ko/rules/*.json`). Each translation records which English statement it
/// was made from, so `lint` notices when the English changes and the translation does not.
public struct RuleTranslations: Sendable, Hashable {
    private let statements: [CatalogLanguage: [String: String]]

    /// Translations by language, then by rule id.
    public init(_ statements: [CatalogLanguage: [String: String]] = [:]) {
        self.statements = statements
    }

    /// The languages the catalog holds statements in, besides English.
    public var languages: [CatalogLanguage] { CatalogLanguage.translations.filter { statements[$0] != nil } }

    /// The statement of a rule in a language, or nil when there is none (English is the rule's own statement).
    public func statement(of ruleID: String, in language: CatalogLanguage) -> String? {
        statements[language]?[ruleID]
    }

    /// How many statements a language has.
    public func count(in language: CatalogLanguage) -> Int { statements[language]?.count ?? 0 }

    /// The short fingerprint of an English statement a translation records as `from`: the
    /// first 12 hexadecimal digits of the SHA-256 of its UTF-8 bytes.
    public static func fingerprint(of statement: String) -> String {
        String(SHA256.hex(of: Data(statement.utf8)).prefix(12))
    }
}
