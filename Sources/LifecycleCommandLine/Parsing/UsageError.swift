import LifecycleText

/// A mistake in how a command was called: an unknown command, option or word, a missing
/// or malformed value. Printed as one line, with the nearest valid spelling when there is
/// one, and followed by where to read the command's help; the exit status is 2. An error
/// made from a message id (``init(id:_:valueIDs:suggestion:)``) is printed in the user's language;
/// one made from English text stays English.
public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, in one line, in English.
    public private(set) var message: String
    /// The nearest valid spelling, shown as "did you mean …?", when there is one.
    public let suggestion: String?
    /// The message's id and values in the kit's message tables, when it has one.
    public let messageID: String?
    /// The values of the message's placeholders.
    public let values: [String: String]
    /// Placeholders whose value is itself a message of the tables (the id), filled in from ``values``.
    public let valueIDs: [String: String]

    /// Creates the error from English text; `suggestion` is shown as "did you mean '…'?".
    public init(_ message: String, suggestion: String? = nil) {
        self.message = message
        self.suggestion = suggestion
        messageID = nil
        values = [:]
        valueIDs = [:]
    }

    /// Creates the error from a message of the kit's tables, so it is printed in the user's language.
    public init(id: String, _ values: [String: String] = [:], valueIDs: [String: String] = [:], suggestion: String? = nil) {
        self.suggestion = suggestion
        messageID = id
        self.values = values
        self.valueIDs = valueIDs
        message = ""
        message = text(in: .english, suggesting: false)
    }

    /// The message and the suggestion, on one line, in English.
    public var description: String { text(in: .english) }

    /// The message and the suggestion, on one line, in the language of `words`.
    public func text(in words: Words) -> String { text(in: words, suggesting: true) }

    private func text(in words: Words, suggesting: Bool) -> String {
        let filled = words.filling(values, ids: valueIDs)
        let line = messageID.map { words($0, filled) } ?? message
        guard suggesting, let suggestion else { return line }
        return words("error.did-you-mean", ["message": line, "suggestion": suggestion])
    }

    /// A value that does not read as its option's type or is not one of its choices.
    static func invalidValue(_ text: String, for declaration: ParameterDeclaration, expected: InvalidArgumentValue) -> UsageError {
        let suggestion = NearestMatch.best(for: text, among: declaration.choices)
        var values = expected.values.merging(["option": declaration.displayName, "word": quotedArgument(text)]) { _, new in new }
        guard let expectedID = expected.expectedID else {
            values["expected"] = expected.expected
            return UsageError(id: "usage.invalid-value", values, suggestion: suggestion)
        }
        return UsageError(id: "usage.invalid-value", values, valueIDs: ["expected": expectedID], suggestion: suggestion)
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
