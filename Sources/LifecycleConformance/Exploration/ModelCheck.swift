import LifecycleModel

/// What a model check covered, and the first divergence it found.
public struct ModelCheckResult: Sendable {
    /// A shortest sequence on which the candidate diverges, or nil.
    public var divergence: Divergence?
    /// Distinct states reached (of the reference, and of the candidate when it tells its state).
    public var states = 0
    /// (state, stimulus) pairs tried.
    public var transitions = 0
    /// Stimuli sent to each side in all, replays included.
    public var steps = 0
    /// The longest shortest path to a state.
    public var depth = 0
    /// True when every reachable state was visited; false when a limit stopped the search.
    public var complete = false

    /// A line of figures: `412 states, 8652 transitions, depth 9, complete`.
    public var summary: String {
        "\(states) states, \(transitions) transitions, depth \(depth), \(steps) steps, \(complete ? "every reachable state visited" : "stopped at a limit")"
    }
}

extension DifferentialExplorer {
    /// Visits every state reachable in the configuration, breadth first, and tries every
    /// stimulus of the alphabet in each: a model check in the manner of TLC. Each (state,
    /// stimulus) pair is replayed from a fresh pair of systems along the state's shortest
    /// path, so any candidate can be checked; a candidate whose system side conforms to
    /// `StateFingerprinting` makes the search cover its states too.
    ///
    /// - Parameters:
    ///   - adapter: The candidate checked against the reference.
    ///   - maxDepth: The longest path explored.
    ///   - maxStates: The most states visited.
    ///   - deadline: When to stop.
    ///   - progress: Called after every transition tried, with the figures so far.
    public func modelCheck(
        against adapter: any LifecycleAdapter, maxDepth: Int = 64, maxStates: Int = 1_000_000, deadline: ContinuousClock.Instant? = nil,
        progress: ((ModelCheckResult) -> Void)? = nil
    ) throws -> ModelCheckResult {
        var result = ModelCheckResult()
        var visited: Set<AnyHashable> = [try pair(against: adapter).fingerprint]
        var frontier: [[Stimulus]] = [[]]
        result.states = 1
        while !frontier.isEmpty {
            var next: [[Stimulus]] = []
            for path in frontier {
                for stimulus in alphabet {
                    if let deadline, ContinuousClock.now > deadline { return result }
                    let pair = try pair(against: adapter)
                    path.forEach(pair.advance)
                    result.steps += path.count + 1
                    result.transitions += 1
                    progress?(result)
                    if let step = pair.step(stimulus) {
                        result.divergence = divergence(path + [stimulus], step, adapter: adapter)
                        return result
                    }
                    guard path.count + 1 <= maxDepth, visited.insert(pair.fingerprint).inserted else { continue }
                    result.states += 1
                    result.depth = max(result.depth, path.count + 1)
                    next.append(path + [stimulus])
                    if result.states >= maxStates { return result }
                }
            }
            frontier = next
        }
        result.complete = true
        return result
    }
}
