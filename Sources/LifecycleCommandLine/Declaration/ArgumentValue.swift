import LifecycleText

/// A type an option or argument value can be read as. The framework turns the text on the
/// command line into the value, and reports a failure as a usage error naming the option.
public protocol ArgumentValue {
    /// Reads the value from its text; throws ``InvalidArgumentValue`` saying what was expected.
    init(argument: String) throws(InvalidArgumentValue)
    /// The placeholder shown in help and usage lines, such as `N` or `FILE`.
    static var valueName: String { get }
    /// Every accepted spelling when the values form a closed set (for help, suggestions and
    /// completion); empty when any text of the right shape is accepted.
    static var allValueStrings: [String] { get }
    /// The value as it would be typed on the command line, for "(default: …)" in help.
    var argumentText: String { get }
}

/// Why a text is not a valid value: what was expected, in a few words ("a whole number").
public struct InvalidArgumentValue: Error, Sendable, Hashable {
    /// What the value should have been, in English.
    public let expected: String
    /// The id of `expected` in the kit's message tables, when it has one.
    public let expectedID: String?
    /// The values of that message's placeholders.
    public let values: [String: String]

    /// Creates the error; `expected` reads after "needs", as in "needs a whole number".
    public init(expected: String) {
        self.expected = expected
        expectedID = nil
        values = [:]
    }

    /// Creates the error from a message of the kit's tables, printed in the user's language.
    public init(expectedID: String, _ values: [String: String] = [:]) {
        expected = Words.english(expectedID, values)
        self.expectedID = expectedID
        self.values = values
    }
}

extension ArgumentValue {
    /// `VALUE` unless the type says otherwise.
    public static var valueName: String { "VALUE" }
    /// An open set of values by default.
    public static var allValueStrings: [String] { [] }
    /// The value's description by default.
    public var argumentText: String { "\(self)" }
}

extension ArgumentValue where Self: RawRepresentable, Self: CaseIterable, RawValue == String {
    /// A case of the enumeration, spelled as its raw value.
    public init(argument: String) throws(InvalidArgumentValue) {
        guard let value = Self(rawValue: argument) else {
            throw InvalidArgumentValue(expectedID: "value.one-of", ["values": Self.allCases.map(\.rawValue).joined(separator: ", ")])
        }
        self = value
    }

    /// Every raw value, in declaration order.
    public static var allValueStrings: [String] { allCases.map(\.rawValue) }
    /// The raw value.
    public var argumentText: String { rawValue }
}

extension String: ArgumentValue {
    /// Any text but the empty one (or only spaces): an empty value is always a mistake, such
    /// as an unset shell variable (`--out "$DIR"`).
    public init(argument: String) throws(InvalidArgumentValue) {
        guard !argument.trimmingCharacters(in: .whitespaces).isEmpty else { throw InvalidArgumentValue(expectedID: "value.not-empty") }
        self = argument
    }
}

extension Int: ArgumentValue {
    /// A whole number in decimal.
    public init(argument: String) throws(InvalidArgumentValue) {
        guard let value = Int(argument) else { throw InvalidArgumentValue(expectedID: "value.whole-number") }
        self = value
    }

    /// `N`.
    public static var valueName: String { "N" }
}

extension UInt64: ArgumentValue {
    /// A non-negative whole number in decimal.
    public init(argument: String) throws(InvalidArgumentValue) {
        guard let value = UInt64(argument) else { throw InvalidArgumentValue(expectedID: "value.non-negative") }
        self = value
    }

    /// `N`.
    public static var valueName: String { "N" }
}

extension Double: ArgumentValue {
    /// A finite decimal number, such as `2` or `0.5`.
    public init(argument: String) throws(InvalidArgumentValue) {
        // Decimal digits with an optional sign, point and exponent only: no hexadecimal
        // (`0x10`), no `inf` or `nan`, no spaces.
        let decimal = argument.allSatisfy { "0123456789+-.eE".contains($0) } && argument.contains(where: \.isNumber)
        guard decimal, let value = Double(argument), value.isFinite else { throw InvalidArgumentValue(expectedID: "value.decimal") }
        self = value
    }

    /// `SECONDS`.
    public static var valueName: String { "SECONDS" }
    /// Whole numbers without a fractional part.
    public var argumentText: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}

/// Marks `Optional`, so an option of an optional type is not required and reads as nil when absent.
public protocol OptionalArgumentValue {
    /// nil.
    static var absent: Self { get }
}

extension Optional: OptionalArgumentValue {
    /// nil.
    public static var absent: Self { nil }
}

extension Optional: ArgumentValue where Wrapped: ArgumentValue {
    /// The wrapped type's value.
    public init(argument: String) throws(InvalidArgumentValue) {
        self = .some(try Wrapped(argument: argument))
    }

    /// The wrapped type's placeholder.
    public static var valueName: String { Wrapped.valueName }
    /// The wrapped type's values.
    public static var allValueStrings: [String] { Wrapped.allValueStrings }
    /// The wrapped value's text, or nothing.
    public var argumentText: String { map(\.argumentText) ?? "" }
}
