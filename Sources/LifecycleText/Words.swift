/// The kit's messages in one language. `words("check.verdict.conforms", ["name": name])`
/// looks the id up in the language's tables and fills in the placeholders; an id a
/// language lacks falls back to English, and an id no table has comes back as itself
/// (tests make sure neither happens in the kit).
public struct Words: Sendable {
    /// The language of the texts.
    public let language: Language
    private let table: [String: String]
    private let english: [String: String]

    /// The messages of `language`, from every registered area.
    public init(_ language: Language) {
        self.language = language
        table = MessageRegistry.table(for: language)
        english = language == .english ? table : MessageRegistry.table(for: .english)
    }

    /// English, the default.
    public static let english = Words(.english)

    /// The text of `id` with each `{name}` replaced by `values[name]`.
    public func callAsFunction(_ id: String, _ values: [String: String] = [:]) -> String {
        let template = table[id] ?? english[id] ?? id
        return Self.fill(template, values)
    }

    /// The text of `id` with one placeholder filled: `words("rules.count", "count", 12)`.
    public func callAsFunction(_ id: String, _ name: String, _ value: CustomStringConvertible) -> String {
        callAsFunction(id, [name: value.description])
    }

    /// The translation of a text declared in English in code (a command's help): the
    /// English as given, or the language's text stored under `id`, or the English when the
    /// language has none.
    public func declared(_ id: String, english text: String) -> String {
        language == .english ? text : (table[id] ?? text)
    }

    /// A text the kit writes in English as data — a case's title, hint or check summary, a
    /// failed check's message — in the language of these words; the English when the
    /// language's `WrittenTextTable` has no translation for it.
    public func text(_ english: String) -> String {
        language == .english ? english : WrittenTextTranslator.stored(for: language).translate(english)
    }

    /// `values` with each placeholder named in `valueIDs` set to that message (given by id) in
    /// this language. A message may name others in turn (a file problem naming a kind of
    /// entry, inside a command's error): up to `valueIDs.count` levels are filled in.
    public func filling(_ values: [String: String], ids valueIDs: [String: String]) -> [String: String] {
        var filled = values
        for _ in 0..<valueIDs.count {
            let previous = filled
            for (name, id) in valueIDs { filled[name] = callAsFunction(id, previous) }
        }
        return filled
    }

    /// True when the language's tables hold `id`.
    public func has(_ id: String) -> Bool { table[id] != nil }

    /// `template` with every `{name}` whose name is in `values` replaced.
    static func fill(_ template: String, _ values: [String: String]) -> String {
        guard !values.isEmpty, template.contains("{") else { return template }
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}"), let value = values[String(rest[rest.index(after: open)..<close])] else {
                result.append("{")
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The placeholder names in `template`, sorted.
    public static func placeholders(in template: String) -> [String] {
        var names: Set<String> = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = rest[rest.index(after: open)..<close]
            if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) { names.insert(String(name)) }
            rest = rest[rest.index(after: close)...]
        }
        return names.sorted()
    }
}
