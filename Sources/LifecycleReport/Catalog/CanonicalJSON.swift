import Foundation
import LifecycleFiles

/// A JSON text that depends only on the value: object members in the order of their names'
/// UTF-8 bytes, no white space, whole numbers without a fraction, other numbers in Swift's
/// shortest round-trip form, strings with only `"`, `\` and control characters escaped.
/// The same value gives the same bytes on every machine.
enum CanonicalJSON {
    /// Values are read back whole: no string is cut, and the catalog nests far less deep.
    static let readLimits = JSONLinesReader.Limits(stringLimit: 1 << 30, depthLimit: 64)

    /// The elements of an encodable array, read back from its compact JSON encoding (one line).
    static func elements<Value: Encodable>(of values: [Value]) throws -> [JSONLineValue] {
        let data = try JSONEncoder().encode(values)
        guard case .array(let elements)? = try JSONLinesReader(data: data, name: "catalog", limits: readLimits).next()?.value else { return [] }
        return elements
    }

    /// Appends the canonical UTF-8 bytes of `value` to `out`, leaving out object members
    /// named in `omitting` at any depth.
    static func write(_ value: JSONLineValue, omitting: Set<String> = [], into out: inout [UInt8]) {
        switch value {
        case .null: out += Array("null".utf8)
        case .bool(let flag): out += Array((flag ? "true" : "false").utf8)
        case .number(let number): out += Array(numberText(number).utf8)
        case .string(let text): writeString(text.text, into: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                write(element, omitting: omitting, into: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            let kept = members.filter { !omitting.contains($0.key) }.sorted { utf8Order($0.key, $1.key) }
            for (index, member) in kept.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                writeString(member.key, into: &out)
                out.append(UInt8(ascii: ":"))
                write(member.value, omitting: omitting, into: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    /// True when `lhs` comes before `rhs` in the order of their UTF-8 bytes.
    static func utf8Order(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    static func numberText(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 9_007_199_254_740_992 { return String(Int64(number)) }
        return number.description
    }

    private static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                out.append(UInt8(ascii: "\\"))
                out.append(byte)
            case 0..<0x20:
                out += Array("\\u00".utf8)
                out.append(hexDigit(byte >> 4))
                out.append(hexDigit(byte & 0xF))
            default:
                out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
