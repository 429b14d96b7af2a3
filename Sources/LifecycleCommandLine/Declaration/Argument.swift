/// A positional argument: a word in a fixed position, such as the rule id of `explain`.
/// Required unless its type is optional.
@propertyWrapper
public struct Argument<Value: ArgumentValue>: DeclaredParameter {
    private let box = ParsedValueBox<Value>()
    private let defaultValue: Value?
    private let help: String
    private let valueName: String

    /// An argument; `valueName` is its placeholder in usage lines (`RULE-ID`).
    public init(help: String, valueName: String) {
        defaultValue = (Value.self as? any OptionalArgumentValue.Type).map { $0.absent as! Value }
        self.help = help
        self.valueName = valueName
    }

    /// The parsed value.
    public var wrappedValue: Value {
        guard let value = box.value ?? defaultValue else { preconditionFailure("\(valueName) was read before parsing") }
        return value
    }

    func declaration(propertyName: String) -> ParameterDeclaration {
        ParameterDeclaration(
            kind: .argument, name: valueName, valueName: valueName, help: help, defaultText: nil, choices: Value.allValueStrings,
            isRequired: defaultValue == nil, isHidden: false)
    }

    func assign(_ texts: [String], declaration: ParameterDeclaration) throws(UsageError) {
        guard let text = texts.first else { return }
        do {
            box.value = try Value(argument: text)
        } catch {
            throw UsageError.invalidValue(text, for: declaration, expected: error)
        }
    }
}
