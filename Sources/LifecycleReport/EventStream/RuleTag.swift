import LifecycleFiles

/// The rule ids a test names: a leading bracketed list, as in
/// `[STATES-039, APG-056] LAUNCH-001 launch into the foreground`. Ids are read without regard
/// to case (`[states-039]` names STATES-039). A leading quote (from a string argument's
/// description) is skipped.
///
/// A leading `[…]` is a rule tag when one of its items looks like a rule id — an ASCII letter,
/// then letters, digits, dashes or underscores with at least one digit (`APG056`, `states-39`)
/// — and must then be well formed: closed by `]`, every item a rule id. A bracket whose items
/// look like no rule id (`[WIP]`, `[1, 2]`, `[]`) is not a tag.
enum RuleTag {
    /// What the start of a name says.
    enum Parsed: Hashable {
        /// No rule tag.
        case none
        /// The ids named, upper-cased.
        case ids([String])
        /// A rule tag that is not a well-formed list of rule ids, and what is wrong with it.
        case malformed(String)
    }

    typealias Bytes = ArraySlice<UInt8>

    static func parse(_ text: String) -> Parsed {
        let bytes = Array(text.utf8)
        guard let open = bytes.firstIndex(where: { $0 != ascii(" ") && $0 != ascii("\"") }), bytes[open] == ascii("[") else { return .none }
        let inside = bytes[(open + 1)...]
        guard let close = inside.firstIndex(of: ascii("]")) else {
            let firstWord = inside.prefix { $0 != ascii(",") && !isBlank($0) }
            return looksLikeRuleID(firstWord) ? .malformed("the rule tag has no closing ']'") : .none
        }
        let items = inside[..<close].split(separator: ascii(","), omittingEmptySubsequences: false).map(trimmed)
        guard items.contains(where: looksLikeRuleID) else { return .none }
        var ids: [String] = []
        for (index, item) in items.enumerated() {
            guard !item.isEmpty else { return .malformed("item \(index + 1) of the rule tag is empty") }
            guard let id = canonicalRuleID(item) else {
                let quoted = QuotedText.quoted(String(decoding: item, as: UTF8.self), limit: 40)
                return .malformed("item \(index + 1) of the rule tag, \(quoted), is not a rule id (PREFIX-123)")
            }
            ids.append(id)
        }
        return .ids(ids)
    }

    /// The id upper-cased when `item` is shaped like a rule id, `PREFIX-NNN`: a prefix of
    /// ASCII letters, digits and dashes starting with a letter, a dash, digits.
    static func canonicalRuleID(_ item: Bytes) -> String? {
        guard let dash = item.lastIndex(of: ascii("-")) else { return nil }
        let prefix = item[..<dash]
        let number = item[(dash + 1)...]
        guard let first = prefix.first, isLetter(first), !number.isEmpty, number.allSatisfy(isDigit) else { return nil }
        guard prefix.allSatisfy({ isLetter($0) || isDigit($0) || $0 == ascii("-") }) else { return nil }
        return String(decoding: item.map { isLetter($0) ? $0 & ~0x20 : $0 }, as: UTF8.self)
    }

    /// An ASCII letter, then letters, digits, dashes or underscores, with at least one digit.
    static func looksLikeRuleID(_ item: Bytes) -> Bool {
        guard let first = item.first, isLetter(first) else { return false }
        return item.contains(where: isDigit) && item.allSatisfy { isLetter($0) || isDigit($0) || $0 == ascii("-") || $0 == ascii("_") }
    }

    private static func trimmed(_ item: Bytes) -> Bytes {
        guard let start = item.firstIndex(where: { !isBlank($0) }), let end = item.lastIndex(where: { !isBlank($0) }) else { return [] }
        return item[start...end]
    }

    private static func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }
    private static func isBlank(_ byte: UInt8) -> Bool { byte == ascii(" ") || byte == ascii("\t") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= ascii("0") && byte <= ascii("9") }
    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= ascii("a") && (byte | 0x20) <= ascii("z") }
}
