import LifecycleModel

/// The simulator's reply to a stimulus: the observations one per line, the state reached,
/// the duties that fell due, and the table rows and rules that explain it; or the model's
/// reason for refusing it.
struct StepReport {
    let step: SimulationStep
    let notes: RuleNotes
    let tables: ModelTables

    var lines: [String] {
        if let refusal = step.refusal {
            return ["  \(refusal.kind == .stimulusNotApplicable ? "refused" : "error"): \(refusal.message)"]
        }
        var lines = step.observations.map { "  " + ObservationLine.text(for: $0) }
        if step.observations.isEmpty { lines.append("  (nothing observable happened)") }
        lines.append(Self.stateLine(state: step.stateAfter, applicationState: step.applicationState, unchanged: step.stateAfter == step.stateBefore))
        lines += DutyLines.lines(for: step.duties, tables: tables)
        return lines + notes.lines(for: ExplainingRow.rows(of: step))
    }

    /// `  now: active (applicationState active)`, or `  now: still active (…)`.
    static func stateLine(state: AppState, applicationState: ApplicationStateValue, unchanged: Bool) -> String {
        "  now: \(unchanged ? "still " : "")\(state.rawValue)" + (state == .notRunning ? "" : " (applicationState \(applicationState.rawValue))")
    }
}
