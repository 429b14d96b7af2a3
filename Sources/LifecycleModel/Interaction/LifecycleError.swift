import LifecycleText

/// A stimulus the system side cannot act on in the current state, or a configuration it
/// cannot run. Never a crash: every path returns one of these instead.
public struct LifecycleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The stimulus makes no sense in the app's current state.
        case stimulusNotApplicable = "stimulus-not-applicable"
        /// A value carried by the stimulus is out of range.
        case invalidArgument = "invalid-argument"
        /// A stimulus arrived before the system was configured.
        case notConfigured = "not-configured"
        /// A table of the catalog is missing or cannot be decoded.
        case tableDefect = "table-defect"
    }

    /// The kind of error.
    public let kind: Kind
    /// What went wrong, in words, in English.
    public let message: String
    /// The message's id in the kit's message tables, when it has one.
    public let messageID: String?
    /// The values of the message's placeholders.
    public let values: [String: String]
    /// Placeholders whose value is itself a message of the tables (its id).
    public let valueIDs: [String: String]
    /// Where the error is, `FILE:LINE`, shown before the message; nil when it is nowhere in particular.
    public let location: String?

    /// Creates an error of the given kind with a message in English.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
        messageID = nil
        values = [:]
        valueIDs = [:]
        location = nil
    }

    /// Creates an error of the given kind from a message of the kit's tables, so
    /// ``text(in:)`` gives it in the user's language.
    public init(_ kind: Kind, id: String, _ values: [String: String] = [:], valueIDs: [String: String] = [:]) {
        self.kind = kind
        messageID = id
        self.values = values
        self.valueIDs = valueIDs
        location = nil
        message = Self.text(id, values, valueIDs, in: .english)
    }

    private init(_ error: LifecycleError, location: String) {
        kind = error.kind
        messageID = error.messageID
        values = error.values
        valueIDs = error.valueIDs
        self.location = error.location.map { "\(location): \($0)" } ?? location
        message = "\(location): \(error.message)"
    }

    /// The same error placed on line `line` of `file`: `FILE:LINE: MESSAGE`.
    public func at(_ file: String, line: Int) -> LifecycleError {
        LifecycleError(self, location: "\(file):\(line)")
    }

    /// The ``message``.
    public var description: String { message }

    /// The message in the language of `words` (in English when it has no message id),
    /// after its location.
    public func text(in words: Words) -> String {
        guard let messageID else { return message }
        let text = Self.text(messageID, values, valueIDs, in: words)
        return location.map { "\($0): \(text)" } ?? text
    }

    private static func text(_ id: String, _ values: [String: String], _ valueIDs: [String: String], in words: Words) -> String {
        words(id, words.filling(values, ids: valueIDs))
    }

    /// Two errors are equal when they are of the same kind with the same English message,
    /// whether or not it came from the message tables.
    public static func == (left: LifecycleError, right: LifecycleError) -> Bool {
        left.kind == right.kind && left.message == right.message
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(message)
    }

    /// `stimulus` refused in `state` for the reason of the message `id`.
    static func notApplicable(_ stimulus: Stimulus, in state: AppState, id: String, _ values: [String: String] = [:]) -> LifecycleError {
        LifecycleError(
            .stimulusNotApplicable, id: "sim.refusal.not-applicable",
            values.merging(["stimulus": stimulus.name, "state": state.rawValue]) { _, new in new }, valueIDs: ["reason": id])
    }
}
