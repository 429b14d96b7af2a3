import LifecycleModel

/// Something that runs beside the simulator's reference on the same stimuli and says, after
/// each step, how it compares: `simulate --adapter NAME` puts a built-in adapter here.
public protocol SimulationCompanion: AnyObject {
    /// Sends `stimulus` to the companion and returns the lines that say how its step compares
    /// with the reference's (indented by two spaces, like the rest of a step).
    func step(_ stimulus: Stimulus) -> [String]
    /// Starts the companion over and sends it `history` without comparing (after `undo` or `reset`).
    func restart(replaying history: [Stimulus])
}
