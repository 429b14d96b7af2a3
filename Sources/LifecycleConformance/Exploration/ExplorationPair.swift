import LifecycleModel

/// A reference and a candidate, fed the same stimuli in lockstep. Both apps are watched for
/// broken duties, so an app-side mistake shows up even when the observations agree. Each
/// step's outcome is read through the observation contract, so freedoms never diverge.
final class ExplorationPair {
    let reference: ReferenceSystem
    let candidate: any SystemSide
    let referenceDuties: DutyCheckingApp
    let candidateDuties: DutyCheckingApp
    let usesScenes: Bool

    init(configuration: Configuration, app options: ReferenceApp.Options, candidate adapter: any LifecycleAdapter) throws {
        let tables = try ModelTables.bundled()
        reference = try ReferenceSystem()
        referenceDuties = DutyCheckingApp(wrapping: ReferenceApp(options: options), tables: tables, configuration: configuration)
        try reference.configure(configuration, app: referenceDuties)
        guard let system = try adapter.makeSystem() else { throw AdapterGap(adapter: adapter.name, half: "system side") }
        candidate = system
        let app: any AppSide = try adapter.makeApp() ?? ReferenceApp(options: options)
        if let referenceApp = app as? ReferenceApp { referenceApp.options = options }
        candidateDuties = DutyCheckingApp(wrapping: app, tables: tables, configuration: configuration)
        try candidate.configure(configuration, app: candidateDuties)
        usesScenes = configuration.usesScenes
    }

    /// Sends a stimulus to both; the two outcomes when they differ.
    func step(_ stimulus: Stimulus) -> (expected: [String], observed: [String])? {
        let expected = outcome(of: stimulus, on: reference, duties: referenceDuties)
        let observed = outcome(of: stimulus, on: candidate, duties: candidateDuties)
        return expected == observed ? nil : (expected, observed)
    }

    /// Sends a stimulus to both without comparing (replaying a known path).
    func advance(_ stimulus: Stimulus) {
        _ = try? reference.send(stimulus)
        if let observations = try? candidate.send(stimulus) { candidateDuties.observe(observations) }
    }

    /// The state of the pair, for the search: the reference's, and the candidate's when it can tell.
    var fingerprint: AnyHashable {
        AnyHashable([reference.stateFingerprint, (candidate as? any StateFingerprinting)?.stateFingerprint ?? AnyHashable(0)])
    }

    /// What the contract compares of one step: the canonical trace, the broken duties, the
    /// state reached, or the refusal.
    func outcome(of stimulus: Stimulus, on system: any SystemSide, duties: DutyCheckingApp) -> [String] {
        let before = duties.findings.count
        let stateBefore = system.state
        var lines: [String]
        do {
            let observations = try system.send(stimulus)
            duties.observe(observations)
            let context = CanonicalTrace.Context(usesScenes: usesScenes, stateBefore: stateBefore)
            lines = CanonicalTrace(lines: TraceLine.lines(observations, filter: .everything), context: context).lines
        } catch {
            lines = ["refused (\(error.kind.rawValue))"]
        }
        let broken = duties.findings[before...].filter { !$0.met }.map { "duty broken: \($0.duty.rawValue) at \($0.dueAt)" }
        return lines + broken + ["=> \(system.state.rawValue)"]
    }
}
