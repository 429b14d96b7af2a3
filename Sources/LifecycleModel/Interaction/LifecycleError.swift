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
    /// What went wrong, in words.
    public let message: String

    /// Creates an error of the given kind with a message.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The ``message``.
    public var description: String { message }

    static func notApplicable(_ stimulus: Stimulus, in state: AppState, _ reason: String) -> LifecycleError {
        LifecycleError(.stimulusNotApplicable, "'\(stimulus.name)' makes no sense while the app is \(state.rawValue): \(reason)")
    }
}
