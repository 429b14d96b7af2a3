import LifecycleText

/// What a command's exit status means. Each status means one thing, for every command.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// The command did its job and the answer is positive (conforms, no defect, no divergence).
    case success = 0
    /// The command did its job and the answer is negative (does not conform, a catalog
    /// defect, a divergence found).
    case negative = 1
    /// The command line is wrong: an unknown command, option or word, a bad value, a refused path.
    case usage = 2
    /// The run could not complete: an unreadable or malformed input, an I/O error, a crash of the kit.
    case couldNotComplete = 3
}

/// A command ran into a failure that is not a usage mistake: exits with `status` after
/// printing `message` as `error: …`.
public struct CommandFailure: Error, Sendable, CustomStringConvertible {
    /// The exit status.
    public let status: ExitCode
    /// What went wrong, in one line.
    public private(set) var message: String

    /// A failure with a status (default: could not complete).
    public init(_ message: String, status: ExitCode = .couldNotComplete) {
        self.message = message
        self.status = status
        messageID = nil
        values = [:]
        valueIDs = [:]
    }

    /// The message's id in the kit's message tables, when it has one.
    public let messageID: String?
    /// The values of the message's placeholders.
    public let values: [String: String]
    /// Placeholders whose value is itself a message of the tables (the id), filled in from ``values``.
    public let valueIDs: [String: String]

    /// A failure from a message of the kit's tables, printed in the user's language.
    public init(id: String, _ values: [String: String] = [:], valueIDs: [String: String] = [:], status: ExitCode = .couldNotComplete) {
        messageID = id
        self.values = values
        self.valueIDs = valueIDs
        self.status = status
        message = ""
        message = text(in: .english)
    }

    /// The message, in English.
    public var description: String { message }

    /// The message in the language of `words`; one made from English text stays English.
    public func text(in words: Words) -> String {
        guard let messageID else { return message }
        return words(messageID, words.filling(values, ids: valueIDs))
    }
}
