import LifecycleModel

/// What a case expects of the checked part of its run. Where the documents allow
/// alternatives, an expectation lists every valid sequence.
public indirect enum CaseExpectation: Sendable {
    /// The projected trace equals one of the sequences.
    case trace(oneOf: [[String]], filter: TraceFilter)
    /// The lines appear in this order (other lines may stand between them); a callback line
    /// ending `@*` stands for the callback whatever the applicationState inside it.
    case inOrder([String], filter: TraceFilter)
    /// No projected line starts with any of the prefixes.
    case excludes([String], filter: TraceFilter)
    /// The app ends in this state.
    case finalState(AppState)
    /// The last checked stimulus is refused with this kind of error.
    case refused(LifecycleError.Kind)
    /// Every duty finding that carries one of the case's rules is met (app-side cases).
    case dutiesMet
    /// A named check over the evidence; returns a failure message or nil.
    case check(String, @Sendable (CaseEvidence) -> String?)
    /// All of these hold.
    case all([CaseExpectation])

    /// A single valid callback/notification sequence.
    public static func events(_ lines: [String]) -> CaseExpectation { .trace(oneOf: [lines], filter: .events) }
    /// A single valid callback sequence.
    public static func callbacks(_ lines: [String]) -> CaseExpectation { .trace(oneOf: [lines], filter: .callbacks) }
}
