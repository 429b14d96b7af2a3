/// What one option, flag or positional argument of a command is: the single description
/// that parsing, validation, help, errors and suggestions all read.
public struct ParameterDeclaration: Sendable, Hashable {
    /// The shape of the parameter on the command line.
    public enum Kind: Sendable, Hashable {
        /// `--name VALUE` or `--name=VALUE`; a list option may repeat and takes comma-separated values.
        case option(isList: Bool)
        /// `--name`, on or off.
        case flag
        /// A word in a fixed position.
        case argument
    }

    /// The shape of the parameter.
    public let kind: Kind
    /// The long name without dashes (`adapter`), or the placeholder of an argument (`RULE-ID`).
    public let name: String
    /// The placeholder of the value (`NAME`, `DIR`, `N`).
    public let valueName: String
    /// One line of help.
    public let help: String
    /// The default as typed on the command line, when there is one worth showing.
    public let defaultText: String?
    /// Every accepted value when they form a closed set.
    public let choices: [String]
    /// True when the command cannot run without it.
    public let isRequired: Bool
    /// True for parameters left out of help (internal plumbing).
    public let isHidden: Bool
    /// For a list option: the words after its value that are not options are values too
    /// (`--compare A B C`).
    public internal(set) var takesFollowingWords = false

    /// `--adapter NAME`, `--verbose`, or `RULE-ID`.
    public var synopsis: String {
        switch kind {
        case .option(let isList):
            "--\(name) \(valueName)\(takesFollowingWords ? " \(valueName)…" : isList ? "[,\(valueName)…]" : "")"
        case .flag: "--\(name)"
        case .argument: valueName
        }
    }

    /// `--adapter`, `--verbose`, or `RULE-ID`: how messages name the parameter.
    public var displayName: String {
        switch kind {
        case .option, .flag: "--\(name)"
        case .argument: valueName
        }
    }
}

/// Implemented by the property wrappers, so a command's parameters are found by reflection
/// and filled in from the parsed command line.
protocol DeclaredParameter {
    /// The declaration, with the property's name turned into the long option name.
    func declaration(propertyName: String) -> ParameterDeclaration
    /// Stores what the command line gave: the texts of an option or argument (empty when
    /// absent), or one entry per occurrence of a flag.
    func assign(_ texts: [String], declaration: ParameterDeclaration) throws(UsageError)
}

/// Turns a Swift property name into an option name: `implementationVersion` → `implementation-version`.
func optionName(fromProperty property: String) -> String {
    let trimmed = property.hasPrefix("_") ? String(property.dropFirst()) : property
    var name = ""
    for character in trimmed {
        if character.isUppercase {
            name += "-" + character.lowercased()
        } else {
            name.append(character)
        }
    }
    return name
}

/// A small reference box: property wrappers are copied into `Mirror` children, and the
/// box lets the parser fill in the value the command later reads.
final class ParsedValueBox<Value> {
    var value: Value?
}
