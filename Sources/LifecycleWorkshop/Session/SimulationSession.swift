import LifecycleModel
import LifecycleSpec
import LifecycleText

/// A line-oriented session over the reference system and the reference app: each stimulus
/// is sent, and the reply shows what happened (callbacks with their receiver and the
/// `applicationState` inside them, notifications, state changes, other observations), the
/// duties that fell due and whether the app met them, and the table rows and rules that
/// explain it. `undo` goes back one stimulus and `reset` to the start. A line that cannot
/// be read or that the model refuses gets a one-line reply and the session goes on.
public final class SimulationSession {
    /// What the session answers to one line.
    public struct Reply: Sendable, Hashable {
        /// The lines to show.
        public var lines: [String]
        /// The line ended the session (`quit`).
        public var quit = false
        /// The line could not be parsed.
        public var unreadable = false
    }

    /// The configuration simulated.
    public let configuration: Configuration
    /// The reference app's options.
    public let appOptions: ReferenceApp.Options
    let catalog: Catalog
    let tables: ModelTables
    /// The language of the replies, and the user's copy of the documents when given (each
    /// rule in the "why" lines then shows the line of the document it comes from).
    public private(set) var notes: RuleNotes
    /// The language of the replies.
    public var words: Words { notes.words }
    private(set) var run: ReferenceRun
    /// Every stimulus sent since the start or the last `reset`, accepted or refused, so that
    /// `help` and `undo` can replay them.
    public private(set) var history: [Stimulus] = []
    /// The last step taken, or nil at the start (after `undo`, the step before the one undone).
    public private(set) var lastStep: SimulationStep?
    /// What the last step, `undo` or `reset` printed (for a live page beside the terminal).
    public private(set) var lastReplyLines: [String] = []
    /// Runs beside the reference on the same stimuli (`--adapter`), saying where it differs.
    public var companion: (any SimulationCompanion)?
    private var observers: [(SimulationSession) -> Void] = []

    /// A session over `catalog` and `tables`; fails when the configuration cannot run.
    public init(configuration: Configuration, app: ReferenceApp.Options = .init(), catalog: Catalog, tables: ModelTables) throws(LifecycleError) {
        self.configuration = configuration
        appOptions = app
        self.catalog = catalog
        self.tables = tables
        run = try ReferenceRun(configuration: configuration, app: app, tables: tables)
        notes = RuleNotes(catalog: catalog)
    }

    /// Replies in the language of `words`, quoting `seeds` under each rule when given.
    public func speak(_ words: Words, seeds: SeedLibrary? = nil) {
        notes = RuleNotes(catalog: catalog, words: words, seeds: seeds)
    }

    /// A session over the bundled catalog and tables.
    public static func bundled(configuration: Configuration = Configuration(), app: ReferenceApp.Options = .init()) throws -> SimulationSession {
        try SimulationSession(configuration: configuration, app: app, catalog: CatalogLoader.loadBundled(), tables: ModelTables.bundled())
    }

    /// The app's state now.
    public var state: AppState { run.system.state }

    /// `[not-running] > `
    public var prompt: String { "[\(state.rawValue)] > " }

    /// The opening lines: what is simulated and how to drive it.
    public var banner: [String] {
        [
            words("sim.banner.simulating", "summary", SimulationSetup.summary(of: configuration, words: words)),
            words("sim.banner.howto"),
        ] + (notes.seeds == nil && words.language != .english ? [words("sim.why.seeds-hint")] : [])
    }

    /// Calls `observer` after every change of the session's state: a step, `undo`, `reset`.
    public func observe(_ observer: @escaping (SimulationSession) -> Void) {
        observers.append(observer)
    }

    /// Answers one line of input.
    public func respond(to line: String) -> Reply {
        let input: SessionInput
        do {
            input = try SessionInput.parse(line)
        } catch {
            return Reply(lines: ["  " + words("sim.error.unreadable", "message", error.text(in: words))], unreadable: true)
        }
        switch input {
        case .blank: return Reply(lines: [])
        case .quit: return Reply(lines: [], quit: true)
        case .state: return Reply(lines: [stateLine()])
        case .help: return Reply(lines: StimulusMenu(session: self).lines)
        case .undo: return Reply(lines: undo())
        case .reset: return Reply(lines: reset())
        case .stimulus(let stimulus): return Reply(lines: send(stimulus))
        }
    }

    /// Sends a stimulus and describes what happened and why, and how the companion compares.
    public func send(_ stimulus: Stimulus) -> [String] {
        history.append(stimulus)
        let step = run.step(stimulus)
        if step.refusal == nil { lastStep = step }
        let lines = StepReport(step: step, notes: notes, tables: tables).lines + (companion?.step(stimulus) ?? []).map(notes.words.text)
        lastReplyLines = [prompt(before: step) + stimulus.name] + lines
        notifyObservers()
        return lines
    }

    /// Goes back one stimulus: a fresh reference replays every stimulus but the last.
    public func undo() -> [String] {
        guard let undone = history.last else { return ["  " + words("sim.nothing-to-undo")] }
        let replayed = history.count - 1
        let lines = ["  " + words(replayed == 1 ? "sim.undone.one" : "sim.undone.many", ["stimulus": undone.name, "count": "\(replayed)"])]
        do {
            try restart(replaying: Array(history.dropLast()), saying: lines)
        } catch {
            return ["  " + words("sim.error", "message", error.text(in: words))]
        }
        return lines + [stateLine()]
    }

    /// Goes back to the start: the device has just booted and the app is not running.
    public func reset() -> [String] {
        let lines = ["  " + words("sim.reset")]
        do {
            try restart(replaying: [], saying: lines)
        } catch {
            return ["  " + words("sim.error", "message", error.text(in: words))]
        }
        return lines + [stateLine()]
    }

    private func restart(replaying stimuli: [Stimulus], saying lines: [String]) throws(LifecycleError) {
        let fresh = try ReferenceRun(configuration: configuration, app: appOptions, tables: tables)
        run = fresh
        history = stimuli
        lastStep = nil
        for stimulus in stimuli {
            let step = fresh.step(stimulus)
            if step.refusal == nil { lastStep = step }
        }
        companion?.restart(replaying: stimuli)
        lastReplyLines = lines + [stateLine()]
        notifyObservers()
    }

    private func notifyObservers() {
        for observer in observers { observer(self) }
    }

    private func prompt(before step: SimulationStep) -> String { "[\(step.stateBefore.rawValue)] > " }

    /// `  now: active (applicationState active)`.
    func stateLine() -> String {
        StepReport.stateLine(state: state, applicationState: run.system.applicationState, unchanged: false, words: words)
    }
}
