import LifecycleModel
import LifecycleText

/// The simulator's reply to a stimulus: the observations one per line, the state reached,
/// the duties that fell due, and the table rows and rules that explain it; or the model's
/// reason for refusing it.
struct StepReport {
    let step: SimulationStep
    let notes: RuleNotes
    let tables: ModelTables
    var words: Words { notes.words }

    var lines: [String] {
        if let refusal = step.refusal {
            return ["  " + words(refusal.kind == .stimulusNotApplicable ? "sim.refused" : "sim.error", "message", refusal.text(in: words))]
        }
        var lines = step.observations.map { "  " + ObservationLine.text(for: $0, words: words) }
        if step.observations.isEmpty { lines.append("  " + words("sim.nothing-observable")) }
        lines.append(
            Self.stateLine(state: step.stateAfter, applicationState: step.applicationState, unchanged: step.stateAfter == step.stateBefore, words: words))
        lines += DutyLines.lines(for: step.duties, tables: tables, words: words)
        return lines + notes.lines(for: ExplainingRow.rows(of: step))
    }

    /// `  now: active (applicationState active)`, or `  now: still active (…)`.
    static func stateLine(state: AppState, applicationState: ApplicationStateValue, unchanged: Bool, words: Words = .english) -> String {
        let id = "sim.now" + (unchanged ? ".still" : "") + (state == .notRunning ? "" : ".application-state")
        return "  " + words(id, ["state": state.rawValue, "value": applicationState.rawValue])
    }
}
