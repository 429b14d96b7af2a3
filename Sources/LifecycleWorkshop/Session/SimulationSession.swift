import LifecycleModel
import LifecycleSpec

/// A line-oriented session over the reference system and the reference app: each stimulus
/// is sent, and the reply shows what happened (callbacks with their receiver and the
/// `applicationState` inside them, notifications, state changes, other observations) and
/// the table rows and rules that explain it. A stimulus that cannot be parsed or that the
/// model refuses gets a one-line reply and the session goes on.
public final class SimulationSession {
    /// What the session answers to one line.
    public struct Reply: Sendable, Hashable {
        public var lines: [String]
        /// The line ended the session (`quit`).
        public var quit = false
        /// The line could not be parsed.
        public var unreadable = false
    }

    public let configuration: Configuration
    let catalog: Catalog
    let tables: ModelTables
    let system: ReferenceSystem
    let transitions: TransitionMatcher
    let supporting: SupportingRowMatcher
    let notes: RuleNotes
    /// Every stimulus sent so far, accepted or refused, so that `help` can replay them.
    public private(set) var history: [Stimulus] = []

    public init(configuration: Configuration, app: ReferenceApp.Options = .init(), catalog: Catalog, tables: ModelTables) throws(LifecycleError) {
        self.configuration = configuration
        self.catalog = catalog
        self.tables = tables
        system = ReferenceSystem(tables: tables)
        try system.configure(configuration, app: ReferenceApp(options: app))
        transitions = TransitionMatcher(tables: tables, configuration: configuration)
        supporting = SupportingRowMatcher(tables: tables, configuration: configuration)
        notes = RuleNotes(catalog: catalog)
    }

    /// A session over the bundled catalog and tables.
    public static func bundled(configuration: Configuration = Configuration(), app: ReferenceApp.Options = .init()) throws -> SimulationSession {
        try SimulationSession(configuration: configuration, app: app, catalog: CatalogLoader.loadBundled(), tables: ModelTables.bundled())
    }

    public var state: AppState { system.state }

    /// `[not-running] > `
    public var prompt: String { "[\(state.rawValue)] > " }

    /// The opening lines: what is simulated and how to drive it.
    public var banner: [String] {
        [
            "simulating the reference system and app: \(SimulationSetup.summary(of: configuration))",
            "type a stimulus (tap-icon, home, call, …), help for what the app accepts now, state, or quit",
        ]
    }

    /// Answers one line of input.
    public func respond(to line: String) -> Reply {
        let input: SessionInput
        do {
            input = try SessionInput.parse(line)
        } catch {
            return Reply(lines: ["  error: \(error.message) (type help for the stimuli)"], unreadable: true)
        }
        switch input {
        case .blank: return Reply(lines: [])
        case .quit: return Reply(lines: [], quit: true)
        case .state: return Reply(lines: [stateLine()])
        case .help: return Reply(lines: StimulusMenu(session: self).lines)
        case .stimulus(let stimulus): return Reply(lines: send(stimulus))
        }
    }

    /// Sends a stimulus and describes what happened and why.
    public func send(_ stimulus: Stimulus) -> [String] {
        let before = system.state
        history.append(stimulus)
        let observations: [Observation]
        do {
            observations = try system.send(stimulus)
        } catch {
            return ["  \(error.kind == .stimulusNotApplicable ? "refused" : "error"): \(error.message)"]
        }
        var lines = observations.map { "  " + ObservationLine.text(for: $0) }
        if observations.isEmpty { lines.append("  (nothing observable happened)") }
        lines.append(stateLine(unchanged: system.state == before))
        let fired = transitions.firedRows(by: stimulus, from: before, observations: observations)
        let explaining =
            fired.map(ExplainingRow.init) + supporting.rows(for: stimulus, from: before, observations: observations, transitionRows: fired)
        return lines + notes.lines(for: explaining)
    }

    /// `  now: active (applicationState active)`, or `  now: still active (…)`.
    func stateLine(unchanged: Bool = false) -> String {
        let state = system.state
        return "  now: \(unchanged ? "still " : "")\(state.rawValue)"
            + (state == .notRunning ? "" : " (applicationState \(system.applicationState.rawValue))")
    }
}
