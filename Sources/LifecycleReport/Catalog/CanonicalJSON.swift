import Foundation
import LifecycleSpec

/// A JSON text that depends only on the value: object keys in the order of their UTF-8
/// bytes, no white space, whole numbers without a fraction, other numbers in Swift's
/// shortest round-trip form, strings with only `"`, `\` and control characters escaped.
/// The same value gives the same bytes on every machine.
enum CanonicalJSON {
    /// The canonical text of `value`, leaving out object members named in `omitting` at any depth.
    static func text(_ value: JSONValue, omitting: Set<String> = []) -> String {
        var out = ""
        write(value, omitting: omitting, into: &out)
        return out
    }

    /// The canonical text of an encodable value, through its JSON encoding.
    static func text(of value: some Encodable, omitting: Set<String> = []) throws -> String {
        let data = try JSONEncoder().encode(value)
        return text(try JSONDecoder().decode(JSONValue.self, from: data), omitting: omitting)
    }

    private static func write(_ value: JSONValue, omitting: Set<String>, into out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let flag): out += flag ? "true" : "false"
        case .number(let number): out += numberText(number)
        case .string(let text): writeString(text, into: &out)
        case .array(let elements):
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += "," }
                write(element, omitting: omitting, into: &out)
            }
            out += "]"
        case .object(let members):
            out += "{"
            let keys = members.keys.filter { !omitting.contains($0) }.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            for (index, key) in keys.enumerated() {
                if index > 0 { out += "," }
                writeString(key, into: &out)
                out += ":"
                if let member = members[key] { write(member, omitting: omitting, into: &out) }
            }
            out += "}"
        }
    }

    static func numberText(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 9_007_199_254_740_992 { return String(Int64(number)) }
        return number.description
    }

    private static func writeString(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 {
                    out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
