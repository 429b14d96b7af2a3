/// A mistake in how a command was called: an unknown command, option or word, a missing
/// or malformed value. Printed as one line, with the nearest valid spelling when there is
/// one, and followed by where to read the command's help; the exit status is 2.
public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in one line.
    public let message: String
    /// The nearest valid spelling, shown as "did you mean …?", when there is one.
    public let suggestion: String?

    /// Creates the error; `suggestion` is shown as "did you mean '…'?".
    public init(_ message: String, suggestion: String? = nil) {
        self.message = message
        self.suggestion = suggestion
    }

    /// The message and the suggestion, on one line.
    public var description: String {
        guard let suggestion else { return message }
        return "\(message); did you mean '\(suggestion)'?"
    }

    /// A value that does not read as its option's type or is not one of its choices.
    static func invalidValue(_ text: String, for declaration: ParameterDeclaration, expected: String) -> UsageError {
        let suggestion = NearestMatch.best(for: text, among: declaration.choices)
        return UsageError("\(declaration.displayName) needs \(expected), got '\(quotedArgument(text))'", suggestion: suggestion)
    }
}

/// A word from the command line as messages quote it: control characters escaped and at
/// most 200 characters, the rest elided with its length.
public func quotedArgument(_ text: String, limit: Int = 200) -> String {
    var quoted = ""
    var count = 0
    for character in text {
        if count == limit {
            return quoted + "… (\(text.count - limit) more characters)"
        }
        if let ascii = character.asciiValue, ascii < 0x20 || ascii == 0x7f {
            quoted += "\\u{\(String(ascii, radix: 16))}"
        } else {
            quoted.append(character)
        }
        count += 1
    }
    return quoted
}
