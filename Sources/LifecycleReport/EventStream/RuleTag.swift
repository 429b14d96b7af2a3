import Foundation

/// The rule ids a test names: a leading bracketed list, as in
/// `[STATES-039, APG-056] LAUNCH-001 launch into the foreground`.
enum RuleTag {
    /// The ids in the leading brackets; empty when the text does not start with a bracketed
    /// list whose every item is shaped like a rule id (`PREFIX-123`). A leading quote (from
    /// a string argument's description) is skipped.
    static func ruleIDs(in text: String) -> [String] {
        let rest = Substring(text).drop { $0 == " " || $0 == "\"" }
        guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return [] }
        let ids = rest[rest.index(after: rest.startIndex)..<close].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard !ids.isEmpty, ids.allSatisfy(isRuleIDShaped) else { return [] }
        return ids
    }

    /// `PREFIX-NNN`: an upper-case prefix (letters, digits, dashes; starting with a letter), a dash, digits.
    static func isRuleIDShaped(_ text: String) -> Bool {
        guard let dash = text.lastIndex(of: "-") else { return false }
        let prefix = text[..<dash]
        let number = text[text.index(after: dash)...]
        guard let first = prefix.first, first.isASCII, first.isUppercase, !number.isEmpty else { return false }
        return prefix.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber || $0 == "-") } && number.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
