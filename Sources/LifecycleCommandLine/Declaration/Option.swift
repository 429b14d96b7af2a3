/// An option that takes one value: `--name VALUE` or `--name=VALUE`. Declared once, as a
/// property of the command; its name comes from the property (`implementationVersion` is
/// `--implementation-version`) unless given.
///
/// ```swift
/// @Option(help: "the adapter to check", valueName: "NAME") var adapter = "reference"
/// @Option(help: "the seed of the walk") var seed: UInt64?
/// ```
@propertyWrapper
public struct Option<Value: ArgumentValue>: DeclaredParameter {
    private let box = ParsedValueBox<Value>()
    private let defaultValue: Value?
    private let explicitName: String?
    private let help: String
    private let valueName: String?
    private let showsDefault: Bool
    private let isHidden: Bool
    private let check: ((Value) -> String?)?

    /// An option with a default value.
    ///
    /// - Parameters:
    ///   - wrappedValue: The value when the option is absent.
    ///   - name: The long name, when it should differ from the property's.
    ///   - help: One line of help.
    ///   - valueName: The placeholder in help (default: the type's).
    ///   - showsDefault: Whether help shows the default.
    ///   - hidden: Leaves the option out of help.
    ///   - check: Returns the message id of why a parsed value is not acceptable
    ///     (`range.at-least-1`: "must be at least 1"), or nil.
    public init(
        wrappedValue: Value, name: String? = nil, help: String, valueName: String? = nil, showsDefault: Bool = true, hidden: Bool = false,
        check: ((Value) -> String?)? = nil
    ) {
        defaultValue = wrappedValue
        explicitName = name
        self.help = help
        self.valueName = valueName
        self.showsDefault = showsDefault
        isHidden = hidden
        self.check = check
    }

    /// An option without a default: required, unless its type is optional.
    public init(name: String? = nil, help: String, valueName: String? = nil, hidden: Bool = false, check: ((Value) -> String?)? = nil) {
        defaultValue = (Value.self as? any OptionalArgumentValue.Type).map { $0.absent as! Value }
        explicitName = name
        self.help = help
        self.valueName = valueName
        showsDefault = false
        isHidden = hidden
        self.check = check
    }

    /// The parsed value, or the default.
    public var wrappedValue: Value {
        guard let value = box.value ?? defaultValue else { preconditionFailure("--\(explicitName ?? "option") was read before parsing") }
        return value
    }

    /// True when the command line gave the option.
    public var projectedValue: Bool { box.value != nil }

    func declaration(propertyName: String) -> ParameterDeclaration {
        let defaultText = showsDefault ? defaultValue.map(\.argumentText).flatMap { $0.isEmpty ? nil : $0 } : nil
        return ParameterDeclaration(
            kind: .option(isList: false), name: explicitName ?? optionName(fromProperty: propertyName), valueName: valueName ?? Value.valueName,
            help: help, defaultText: defaultText, choices: Value.allValueStrings, isRequired: defaultValue == nil, isHidden: isHidden)
    }

    func assign(_ texts: [String], declaration: ParameterDeclaration) throws(UsageError) {
        guard let text = texts.last else { return }
        if texts.count > 1 { throw UsageError(id: "usage.given-twice", ["option": declaration.displayName, "count": "\(texts.count)"]) }
        let value = try parse(text, declaration: declaration)
        if let problem = check?(value) {
            throw UsageError(id: "usage.out-of-range", ["option": declaration.displayName, "value": quotedArgument(text)], valueIDs: ["problem": problem])
        }
        box.value = value
    }

    private func parse(_ text: String, declaration: ParameterDeclaration) throws(UsageError) -> Value {
        do {
            return try Value(argument: text)
        } catch {
            throw UsageError.invalidValue(text, for: declaration, expected: error)
        }
    }
}
