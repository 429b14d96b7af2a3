import LifecycleModel

/// What one stimulus did in a simulation: the observations, the table rows the reference
/// system acted on, the duties that fell due, or why the model refused it.
public struct SimulationStep: Sendable, Hashable {
    /// The stimulus sent.
    public let stimulus: Stimulus
    /// The app's state before the stimulus.
    public let stateBefore: AppState
    /// The app's state after it (the same as before when refused).
    public let stateAfter: AppState
    /// `UIApplication.applicationState` after the stimulus.
    public let applicationState: ApplicationStateValue
    /// What was observed, in order; empty when refused.
    public let observations: [Observation]
    /// The rows the reference system acted on, in order (`ReferenceSystem.performedRows`).
    public let rows: [PerformedRow]
    /// The duties checked while the stimulus was handled, in the order they fell due.
    public let duties: [DutyFinding]
    /// Why the model refused the stimulus, or nil when it was accepted.
    public let refusal: LifecycleError?

    /// Creates a step.
    public init(
        stimulus: Stimulus, stateBefore: AppState, stateAfter: AppState, applicationState: ApplicationStateValue, observations: [Observation],
        rows: [PerformedRow], duties: [DutyFinding], refusal: LifecycleError? = nil
    ) {
        self.stimulus = stimulus
        self.stateBefore = stateBefore
        self.stateAfter = stateAfter
        self.applicationState = applicationState
        self.observations = observations
        self.rows = rows
        self.duties = duties
        self.refusal = refusal
    }

    /// The transition rows the step ran, in order.
    public var transitionRows: [TransitionRow] {
        rows.compactMap { if case .transition(let row) = $0 { row } else { nil } }
    }
}
