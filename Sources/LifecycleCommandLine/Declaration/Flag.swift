/// An on/off switch: `--verbose`. Off unless given; it takes no value.
@propertyWrapper
public struct Flag: DeclaredParameter {
    private let box = ParsedValueBox<Bool>()
    private let explicitName: String?
    private let help: String
    private let isHidden: Bool

    /// A flag, off by default.
    public init(wrappedValue: Bool = false, name: String? = nil, help: String, hidden: Bool = false) {
        precondition(!wrappedValue, "a flag is off unless given")
        explicitName = name
        self.help = help
        isHidden = hidden
    }

    /// True when the command line gave the flag.
    public var wrappedValue: Bool { box.value ?? false }

    func declaration(propertyName: String) -> ParameterDeclaration {
        ParameterDeclaration(
            kind: .flag, name: explicitName ?? optionName(fromProperty: propertyName), valueName: "", help: help, defaultText: nil, choices: [],
            isRequired: false, isHidden: isHidden)
    }

    func assign(_ texts: [String], declaration: ParameterDeclaration) throws(UsageError) {
        if !texts.isEmpty { box.value = true }
    }
}
