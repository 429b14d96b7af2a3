import LifecycleModel

/// Everything a case run produced, for its expectation to judge.
public struct CaseEvidence: Sendable {
    /// Observations of the setup stimuli.
    public var setup: [Observation] = []
    /// Observations of the checked stimuli, in order.
    public var observations: [Observation] = []
    /// Observations per checked stimulus.
    public var perStimulus: [[Observation]] = []
    /// The error the last checked stimulus was refused with, if any (later stimuli are not sent).
    public var refusal: LifecycleError?
    /// The app's state after the last stimulus.
    public var finalState: AppState = .notRunning
    /// Duties checked on the app side (app-side cases).
    public var duties: [DutyFinding] = []
    /// What the app held at the end of the run.
    public var holdings = AppHoldings()

    /// What the Today view host reported (widget cases).
    public var widget: [WidgetObservation] = []
    /// The watchOS configuration checks (watch-app cases).
    public var watchFindings: [ConfigurationFinding] = []

    /// Empty evidence: no observations, the app not running.
    public init() {}

    /// The checked observations as trace lines, keeping those `filter` selects.
    public func lines(_ filter: TraceFilter) -> [String] { TraceLine.lines(observations, filter: filter) }
}
