/// The case id a parameterized test case's argument carries. The kit's cases are
/// `Identifiable` by their case id and describe themselves as `[RULE-ID, …] CASE-ID title`:
/// Swift Testing writes the id, JSON-encoded, into the test case's id
/// (`… argumentIDs: [Testing.Test.Case.Argument.ID(bytes: [34, 76, 65, …])] …`) and the
/// description as the test case's display name. A test case names a case id when its only
/// argument's id is a string that also starts the description after its rule tag.
enum ArgumentCaseID {
    /// The case id of a test case, or nil when its argument carries none.
    static func caseID(testCaseID: String, displayName: String) -> String? {
        let described = firstWordAfterRuleTag(displayName)
        guard !described.isEmpty else { return nil }
        if let argumentIDs = argumentIDs(in: testCaseID) {
            guard argumentIDs.count == 1, let id = jsonString(argumentIDs[0]), id == described else { return nil }
            return id
        }
        // A test case id in another shape: the description alone names the case.
        return looksLikeCaseID(described) ? described : nil
    }

    /// The bytes of each argument id in a test case id; nil when the id has another shape.
    static func argumentIDs(in testCaseID: String) -> [[UInt8]]? {
        let marker = "(bytes: ["
        guard testCaseID.contains("argumentIDs: [") else { return nil }
        var ids: [[UInt8]] = []
        var rest = Substring(testCaseID)
        while let start = rest.range(of: marker) {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "]") else { return nil }
            let numbers = rest[..<end].split(separator: ",").map { $0.trimmingPrefix(" ") }
            var bytes: [UInt8] = []
            for number in numbers {
                guard let byte = UInt8(number) else { return nil }
                bytes.append(byte)
            }
            ids.append(bytes)
            rest = rest[end...]
        }
        return ids
    }

    /// The text of a JSON string without escapes (`"LAUNCH-001"` → `LAUNCH-001`).
    static func jsonString(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 2, bytes.first == UInt8(ascii: "\""), bytes.last == UInt8(ascii: "\"") else { return nil }
        let inner = bytes.dropFirst().dropLast()
        guard !inner.contains(UInt8(ascii: "\\")), !inner.contains(UInt8(ascii: "\"")) else { return nil }
        return String(validating: inner, as: UTF8.self)
    }

    /// The first word of a description after its leading `[…]` rule tag, if any.
    static func firstWordAfterRuleTag(_ description: String) -> String {
        var text = Substring(description).drop { $0 == " " || $0 == "\"" }
        if text.first == "[", case .ids = RuleTag.parse(description), let close = text.firstIndex(of: "]") {
            text = text[text.index(after: close)...]
        }
        return String(text.drop { $0 == " " }.prefix { $0 != " " && $0 != "\"" })
    }

    /// Upper-case letters and digits in dash-separated parts, starting with a letter, with
    /// a part of digits: `LAUNCH-001`, `BGMODE-009-EX`.
    static func looksLikeCaseID(_ word: String) -> Bool {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 2, let first = parts[0].first, first.isASCII, first.isUppercase else { return false }
        let allowed = parts.allSatisfy { part in !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) } }
        return allowed && parts.dropFirst().contains { $0.allSatisfy(\.isNumber) }
    }
}
