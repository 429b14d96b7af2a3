import Foundation

/// An option that may repeat and takes comma-separated values: `--modes audio,fetch` or
/// `--modes audio --modes fetch`; declared with `takesFollowingWords`, the words after it up
/// to the next option are its values too (`--compare A B C`). Absent, it holds its default
/// (usually empty).
@propertyWrapper
public struct OptionList<Element: ArgumentValue>: DeclaredParameter {
    private let box = ParsedValueBox<[Element]>()
    private let defaultValue: [Element]
    private let explicitName: String?
    private let help: String
    private let valueName: String?
    private let takesFollowingWords: Bool

    /// A list option; `wrappedValue` is the value when the option is absent.
    /// `takesFollowingWords` makes the words after its value, up to the next option, values too.
    public init(wrappedValue: [Element] = [], name: String? = nil, help: String, valueName: String? = nil, takesFollowingWords: Bool = false) {
        defaultValue = wrappedValue
        explicitName = name
        self.help = help
        self.valueName = valueName
        self.takesFollowingWords = takesFollowingWords
    }

    /// Every value given, in order, or the default.
    public var wrappedValue: [Element] { box.value ?? defaultValue }

    /// True when the command line gave the option.
    public var projectedValue: Bool { box.value != nil }

    func declaration(propertyName: String) -> ParameterDeclaration {
        var declaration = ParameterDeclaration(
            kind: .option(isList: true), name: explicitName ?? optionName(fromProperty: propertyName), valueName: valueName ?? Element.valueName,
            help: help, defaultText: nil, choices: Element.allValueStrings, isRequired: false, isHidden: false)
        declaration.takesFollowingWords = takesFollowingWords
        return declaration
    }

    func assign(_ texts: [String], declaration: ParameterDeclaration) throws(UsageError) {
        guard !texts.isEmpty else { return }
        var values: [Element] = []
        for text in texts {
            for item in text.split(separator: ",", omittingEmptySubsequences: false) {
                let word = item.trimmingCharacters(in: .whitespaces)
                guard !word.isEmpty else { throw UsageError(id: "usage.empty-item", ["option": declaration.displayName, "word": quotedArgument(text)]) }
                do {
                    values.append(try Element(argument: word))
                } catch {
                    throw UsageError.invalidValue(word, for: declaration, expected: error)
                }
            }
        }
        box.value = values
    }
}
