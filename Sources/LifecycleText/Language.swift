/// The language of everything the kit writes for people: help, errors, the simulator's
/// narration, `explain`, `rules`, the console summary and the reports. English is the
/// default; `--lang ko` or `LIFECYCLE_KIT_LANG=ko` selects Korean.
public enum Language: String, CaseIterable, Sendable, Codable {
    /// English, the language the kit is written in.
    case english = "en"
    /// Korean, the language of the source documents.
    case korean = "ko"

    /// The environment variable that selects a language when `--lang` is not given.
    public static let environmentVariable = "LIFECYCLE_KIT_LANG"

    /// The codes `--lang` accepts.
    public static var codes: [String] { allCases.map(\.rawValue) }

    /// The language for a code, `en` or `ko` (a region such as `ko_KR` or `ko-KR` and an
    /// encoding such as `.UTF-8` are accepted after it); nil for any other code.
    public init?(code: String) {
        let base = code.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." }).first.map(String.init) ?? ""
        guard let language = Language(rawValue: base.lowercased()), !code.isEmpty else { return nil }
        self = language
    }

    /// The language's own name: `English`, `한국어`.
    public var name: String {
        switch self {
        case .english: "English"
        case .korean: "한국어"
        }
    }
}
