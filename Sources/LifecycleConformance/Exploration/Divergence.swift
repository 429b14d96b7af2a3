import LifecycleModel

/// Where an implementation and the reference first disagree on something the observation
/// contract fixes.
public struct Divergence: Sendable, CustomStringConvertible {
    /// The stimuli up to and including the divergent one.
    public let sequence: [Stimulus]
    /// What the reference did at the divergent step, as the contract compares it.
    public let expected: [String]
    /// What the implementation did at the divergent step, in the same form.
    public let observed: [String]
    /// The configuration both ran in.
    public let configuration: Configuration
    /// The reference app's options.
    public let app: ReferenceApp.Options
    /// The adapter that diverged.
    public let adapter: String

    /// The counterexample as a script, with the configuration and app options in its header,
    /// that `lifecycle-kit simulate --script` replays as is.
    public var script: String {
        ReplayScript(
            comments: ["counterexample: adapter '\(adapter)' diverges from the reference at the last of \(sequence.count) stimuli"],
            configuration: configuration, app: app, stimuli: sequence
        ).text
    }

    /// The script followed by the expected and observed outcomes of the last step side by side.
    public var description: String {
        script + TraceDiff.sideBySide(expected: expected, observed: observed)
    }
}
