import LifecycleModel

/// A fresh reference system with the reference app, wrapped so that its duties are checked,
/// in a configuration: what the simulator drives, and what `help` and `undo` rebuild.
struct ReferenceRun {
    let system: ReferenceSystem
    let duties: DutyCheckingApp

    init(configuration: Configuration, app options: ReferenceApp.Options, tables: ModelTables) throws(LifecycleError) {
        system = ReferenceSystem(tables: tables)
        duties = DutyCheckingApp(wrapping: ReferenceApp(options: options), tables: tables, configuration: configuration)
        try system.configure(configuration, app: duties)
    }

    /// Sends a stimulus and tells what it did; a refusal is a step too, with its reason.
    func step(_ stimulus: Stimulus) -> SimulationStep {
        let before = system.state
        let checked = duties.findings.count
        do {
            let observations = try system.send(stimulus)
            duties.observe(observations)
            return SimulationStep(
                stimulus: stimulus, stateBefore: before, stateAfter: system.state, applicationState: system.applicationState,
                observations: observations, rows: system.performedRows, duties: Array(duties.findings[checked...]))
        } catch {
            return SimulationStep(
                stimulus: stimulus, stateBefore: before, stateAfter: system.state, applicationState: system.applicationState, observations: [],
                rows: [], duties: [], refusal: error)
        }
    }
}
