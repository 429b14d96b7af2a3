/// A stimulus the system side cannot act on in the current state, or a configuration it
/// cannot run. Never a crash: every path returns one of these instead.
public struct LifecycleError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable, Codable {
        case stimulusNotApplicable = "stimulus-not-applicable"
        case invalidArgument = "invalid-argument"
        case notConfigured = "not-configured"
        case tableDefect = "table-defect"
    }

    public let kind: Kind
    public let message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }

    static func notApplicable(_ stimulus: Stimulus, in state: AppState, _ reason: String) -> LifecycleError {
        LifecycleError(.stimulusNotApplicable, "'\(stimulus.name)' makes no sense while the app is \(state.rawValue): \(reason)")
    }
}
