import LifecycleModel

/// Where an implementation and the reference first disagree.
public struct Divergence: Sendable, CustomStringConvertible {
    /// The stimuli up to and including the divergent one.
    public let sequence: [Stimulus]
    /// What the reference did at the divergent step, as trace lines, broken duties and the final state.
    public let expected: [String]
    /// What the implementation did at the divergent step, in the same form.
    public let observed: [String]

    /// The counterexample as a script `lifecycle-kit simulate --script` replays.
    public var script: String {
        (["# counterexample: \(sequence.count) stimuli; the last one diverges"] + sequence.map(StimulusScript.line(for:))).joined(separator: "\n")
    }

    /// The script followed by the expected and observed lines side by side.
    public var description: String {
        script + "\n" + TraceDiff.sideBySide(expected: expected, observed: observed)
    }
}

/// Drives an implementation and the reference with the same stimulus sequences and stops
/// at the first step where their observations differ.
public struct DifferentialExplorer: Sendable {
    /// The configuration both systems are set up with.
    public var configuration: Configuration
    /// The options of the reference app (used on the candidate side too when the adapter has no app side).
    public var app: ReferenceApp.Options
    /// The stimuli that walks and exhaustive searches draw from.
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

    /// A pair of running systems, reference and candidate, fed in lockstep.
    /// Both apps are watched for broken duties, so an app-side mistake shows up as a
    /// divergence even when the system's observations agree.
    final class Pair {
        let reference: any SystemSide
        let candidate: any SystemSide
        let referenceDuties: DutyCheckingApp
        let candidateDuties: DutyCheckingApp

        init(_ explorer: DifferentialExplorer, candidate adapter: any LifecycleAdapter) throws {
            let tables = try ModelTables.bundled()
            reference = try ReferenceSystem()
            referenceDuties = DutyCheckingApp(wrapping: ReferenceApp(options: explorer.app), tables: tables)
            try reference.configure(explorer.configuration, app: referenceDuties)
            guard let system = try adapter.makeSystem() else { throw AdapterGap(adapter: adapter.name, half: "system side") }
            candidate = system
            let app: any AppSide = try adapter.makeApp() ?? ReferenceApp(options: explorer.app)
            if let reference = app as? ReferenceApp { reference.options = explorer.app }
            candidateDuties = DutyCheckingApp(wrapping: app, tables: tables)
            try candidate.configure(explorer.configuration, app: candidateDuties)
        }

        /// Sends a stimulus to both; returns the two projections when they differ.
        func step(_ stimulus: Stimulus) -> (expected: [String], observed: [String])? {
            let expected = Self.outcome(of: stimulus, on: reference, duties: referenceDuties)
            let observed = Self.outcome(of: stimulus, on: candidate, duties: candidateDuties)
            return expected == observed ? nil : (expected, observed)
        }

        static func outcome(of stimulus: Stimulus, on system: any SystemSide, duties: DutyCheckingApp) -> [String] {
            let before = duties.findings.count
            var lines: [String]
            do {
                let observations = try system.send(stimulus)
                duties.observe(observations)
                lines = TraceLine.lines(observations, filter: .everything)
            } catch {
                lines = ["refused (\(error.kind.rawValue))"]
            }
            let broken = duties.findings[before...].filter { !$0.met }.map { "duty broken: \($0.duty.rawValue) at \($0.dueAt)" }
            return lines + broken + ["=> \(system.state.rawValue)"]
        }
    }

    /// Replays a sequence on fresh systems; the divergence, if any, cut at its first divergent step.
    public func replay(_ sequence: [Stimulus], against adapter: any LifecycleAdapter) throws -> Divergence? {
        let pair = try Pair(self, candidate: adapter)
        for (index, stimulus) in sequence.enumerated() {
            if let (expected, observed) = pair.step(stimulus) {
                return Divergence(sequence: Array(sequence[...index]), expected: expected, observed: observed)
            }
        }
        return nil
    }

    /// A seeded random walk of at most `steps` stimuli; the shrunk divergence, if any.
    public func randomWalk(seed: UInt64, steps: Int, against adapter: any LifecycleAdapter) throws -> Divergence? {
        var generator = SplitMix64(seed: seed)
        let pair = try Pair(self, candidate: adapter)
        var sequence: [Stimulus] = []
        for _ in 0..<steps {
            let stimulus = alphabet[Int(generator.next() % UInt64(alphabet.count))]
            sequence.append(stimulus)
            if pair.step(stimulus) != nil { return try shrink(sequence, against: adapter) }
        }
        return nil
    }

    /// Every sequence up to `depth` stimuli, shortest first; the first divergence found,
    /// shrunk, and the number of sequences tried.
    public func exhaustive(depth: Int, against adapter: any LifecycleAdapter, deadline: ContinuousClock.Instant? = nil) throws -> (
        Divergence?, tried: Int, completedDepth: Int
    ) {
        var tried = 0
        var completed = 0
        guard depth > 0 else { return (nil, 0, 0) }
        for length in 1...depth {
            var indices = [Int](repeating: 0, count: length)
            while true {
                if let deadline, ContinuousClock.now > deadline { return (nil, tried, completed) }
                let sequence = indices.map { alphabet[$0] }
                tried += 1
                if let divergence = try replay(sequence, against: adapter) {
                    return (try shrink(divergence.sequence, against: adapter), tried, completed)
                }
                var position = length - 1
                while position >= 0 {
                    indices[position] += 1
                    if indices[position] < alphabet.count { break }
                    indices[position] = 0
                    position -= 1
                }
                if position < 0 { break }
            }
            completed = length
        }
        return (nil, tried, completed)
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
