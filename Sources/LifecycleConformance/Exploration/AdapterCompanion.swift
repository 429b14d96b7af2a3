import LifecycleModel
import LifecycleWorkshop

/// An adapter run beside the simulator's reference (`simulate --adapter NAME`): both get the
/// same stimuli, and after each step the two outcomes are compared through the observation
/// contract, as the explorer compares them (freedoms never count), with the app's broken
/// duties and the state reached. Where they differ, the step shows both side by side.
public final class AdapterCompanion: SimulationCompanion {
    /// The adapter's name.
    public let name: String
    private let adapter: any LifecycleAdapter
    private let configuration: Configuration
    private let app: ReferenceApp.Options
    private var pair: ExplorationPair
    /// How many steps so far differed from the reference.
    public private(set) var differences = 0

    /// Runs `adapter` in `configuration`; fails when the adapter has no system side or
    /// cannot be set up in the configuration.
    public init(adapter: any LifecycleAdapter, configuration: Configuration, app: ReferenceApp.Options = .init()) throws {
        name = adapter.name
        self.adapter = adapter
        self.configuration = configuration
        self.app = app
        pair = try ExplorationPair(configuration: configuration, app: app, candidate: adapter)
    }

    /// Sends the stimulus to both; one line when they agree, the two outcomes side by side when not.
    public func step(_ stimulus: Stimulus) -> [String] {
        guard let (expected, observed) = pair.step(stimulus) else {
            return ["  adapter \(name): the same as the reference (compared through the observation contract)"]
        }
        differences += 1
        let table = TraceDiff.sideBySide(expected: expected, observed: observed).split(separator: "\n").map { "    " + $0 }
        return ["  adapter \(name): DIFFERS from the reference (left: the reference, right: the adapter; >> marks the first difference)"] + table
    }

    /// Starts both over and replays `history` without comparing.
    public func restart(replaying history: [Stimulus]) {
        guard let fresh = try? ExplorationPair(configuration: configuration, app: app, candidate: adapter) else { return }
        pair = fresh
        history.forEach(fresh.advance)
    }
}
