import LifecycleText

/// A language the kit speaks: English, the language of the catalog, and the languages of
/// its translations (`spec/<code>/`).
public enum CatalogLanguage: String, Sendable, Hashable, Codable, CaseIterable {
    /// English: the catalog's own language.
    case english = "en"
    /// Korean: the language of the source documents and of the workshop audience.
    case korean = "ko"

    /// The languages the catalog is translated into.
    public static var translations: [CatalogLanguage] { allCases.filter { $0 != .english } }

    /// The language's own name.
    public var name: String {
        switch self {
        case .english: "English"
        case .korean: "한국어"
        }
    }
}

extension CatalogLanguage {
    /// The catalog language of the kit's output language (`--lang`): same code.
    public init(_ language: Language) {
        self = CatalogLanguage(rawValue: language.rawValue) ?? .english
    }
}
