/// A JSON value read by ``JSONLinesReader``: strings longer than its limit are cut, and
/// members whose key is not among the kept keys are left out.
public enum JSONLineValue: Sendable, Hashable {
    /// An object's kept members, in the order they came.
    case object([JSONLineMember])
    /// An array's elements.
    case array([JSONLineValue])
    /// A string, possibly cut.
    case string(JSONLineString)
    /// A number; one too large for a `Double` reads as infinity.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`, or a value that was not kept.
    case null

    /// The value of the last member called `key`, for an object; nil otherwise or when absent.
    public subscript(key: String) -> JSONLineValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.key == key }?.value
    }

    /// The JSON type's name, for messages: `object`, `array`, `string`, `number`, `boolean`, `null`.
    public var typeName: String {
        switch self {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .null: "null"
        }
    }
}

/// One member of a JSON object.
public struct JSONLineMember: Sendable, Hashable {
    /// The member's name (cut like any string).
    public let key: String
    /// The member's value.
    public let value: JSONLineValue

    /// Creates a member.
    public init(key: String, value: JSONLineValue) {
        self.key = key
        self.value = value
    }
}

/// A JSON string, possibly cut: `text` is its beginning, cut at a character boundary, and
/// `omittedByteCount` the UTF-8 bytes of the string that were left out.
public struct JSONLineString: Sendable, Hashable {
    /// The string, or its first bytes when it was longer than the reader's limit.
    public let text: String
    /// How many UTF-8 bytes of the string are not in `text`; 0 when it is whole.
    public let omittedByteCount: Int

    /// Creates a string value.
    public init(text: String, omittedByteCount: Int = 0) {
        self.text = text
        self.omittedByteCount = omittedByteCount
    }

    /// True when `text` is only the beginning of the string.
    public var isCut: Bool { omittedByteCount > 0 }
}
