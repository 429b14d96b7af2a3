import LifecycleModel

/// Drives an implementation and the reference with the same stimuli and stops at the first
/// step where they disagree on something the observation contract fixes. Two searches: a
/// model check that visits every reachable state of the configuration once (breadth first,
/// so the first divergence found is a shortest one), and a seeded random walk that goes deep.
///
/// From a third party's own test target:
/// ```swift
/// @Test func noDivergence() throws {
///     let result = try DifferentialExplorer().modelCheck(against: MyAdapter())
///     #expect(result.divergence == nil, "\(result.divergence?.description ?? "")")
/// }
/// ```
public struct DifferentialExplorer: Sendable {
    /// The configuration both systems are set up with.
    public var configuration: Configuration
    /// The options of the reference app (used on the candidate side too when the adapter has no app side).
    public var app: ReferenceApp.Options
    /// The stimuli the searches draw from.
    public var alphabet: [Stimulus]

    /// Creates an explorer; the defaults are ``defaultConfiguration`` and ``defaultAlphabet``.
    public init(
        configuration: Configuration = DifferentialExplorer.defaultConfiguration, app: ReferenceApp.Options = .init(),
        alphabet: [Stimulus] = DifferentialExplorer.defaultAlphabet
    ) {
        self.configuration = configuration
        self.app = app
        self.alphabet = alphabet
    }

    /// The default configuration: fetch, remote-notification and VoIP modes, and a background URL session that sends launch events.
    public static let defaultConfiguration = Configuration.with {
        $0.backgroundModes = [.fetch, .remoteNotification, .voip]
        $0.sessionSendsLaunchEvents = true
    }

    /// The default stimuli: user actions, interruptions, locking, memory pressure, termination,
    /// background events, orientation changes, touches and a ten-minute wait.
    public static let defaultAlphabet: [Stimulus] = [
        .tapIcon, .openURL, .homeButton, .incomingCall, .answerCall, .declineCall, .notificationBanner, .pullNotificationCenter,
        .dismissNotificationCenter, .lock, .unlock, .memoryPressure(megabytes: 500), .forceQuit, .reboot, .systemTerminate,
        .backgroundEvent(.fetch), .remoteNotification(contentAvailable: true), .systemChange(.orientation, value: 1),
        .systemChange(.orientation, value: 2), .touch, .wait(seconds: 600),
    ]

    func pair(against adapter: any LifecycleAdapter) throws -> ExplorationPair {
        try ExplorationPair(configuration: configuration, app: app, candidate: adapter)
    }

    func divergence(_ sequence: [Stimulus], _ step: (expected: [String], observed: [String]), adapter: any LifecycleAdapter) -> Divergence {
        Divergence(sequence: sequence, expected: step.expected, observed: step.observed, configuration: configuration, app: app, adapter: adapter.name)
    }

    /// Replays a sequence on fresh systems; the divergence, if any, cut at its first divergent step.
    public func replay(_ sequence: [Stimulus], against adapter: any LifecycleAdapter) throws -> Divergence? {
        let pair = try pair(against: adapter)
        for (index, stimulus) in sequence.enumerated() {
            if let step = pair.step(stimulus) { return divergence(Array(sequence[...index]), step, adapter: adapter) }
        }
        return nil
    }

    /// A seeded random walk of at most `steps` stimuli; the shrunk divergence, if any.
    /// `progress` hears the number of steps taken after each one.
    public func randomWalk(
        seed: UInt64, steps: Int, against adapter: any LifecycleAdapter, progress: ((Int) -> Void)? = nil
    ) throws -> Divergence? {
        var generator = SplitMix64(seed: seed)
        let pair = try pair(against: adapter)
        var sequence: [Stimulus] = []
        for _ in 0..<steps {
            let stimulus = alphabet[Int(generator.next() % UInt64(alphabet.count))]
            sequence.append(stimulus)
            if pair.step(stimulus) != nil { return try shrink(sequence, against: adapter) }
            progress?(sequence.count)
        }
        return nil
    }

    /// Removes stimuli one at a time while the sequence still diverges, until no single
    /// removal keeps the divergence: a minimal counterexample.
    public func shrink(_ sequence: [Stimulus], against adapter: any LifecycleAdapter) throws -> Divergence? {
        guard var best = try replay(sequence, against: adapter) else { return nil }
        var changed = true
        while changed {
            changed = false
            for index in best.sequence.indices.reversed() {
                var candidate = best.sequence
                candidate.remove(at: index)
                if let smaller = try replay(candidate, against: adapter) {
                    best = smaller
                    changed = true
                    break
                }
            }
        }
        return best
    }
}
