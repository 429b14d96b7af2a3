import LifecycleCommandLine
import LifecycleConformance
import LifecycleModel
import LifecycleSpec

/// `lifecycle-kit explore`: differential exploration against the reference.
struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "explore", abstract: "find the shortest divergence between an adapter and the reference",
        discussion: """
            Drives the adapter and the reference with the same stimuli and stops at the first divergence,
            shrinks it to a minimal counterexample and prints it as a script that
            'lifecycle-kit simulate --script' replays. Without --depth, runs a seeded random walk (the
            seed is printed; --seed replays it); with --depth, tries every sequence up to that length,
            shortest first. Exits 1 when a divergence is found, 0 when none is.
            """,
        examples: ["explore --adapter broken-never-inactive --depth 3", "explore --adapter broken-silent-interruption-end --seed 7"])

    @Option(help: "a built-in adapter (see 'lifecycle-kit adapters')") var adapter: AdapterName
    @Option(help: "bounded exhaustive search to N stimuli", check: { ($0 ?? 1) >= 1 ? nil : "must be at least 1" }) var depth: Int?
    @Option(help: "length of the random walk", check: { $0 >= 1 ? nil : "must be at least 1" }) var steps = 10_000
    @Option(help: "seed of the random walk (default: derived from the clock, printed)") var seed: UInt64?
    @Flag(help: "explore an app that uses scenes on iOS 13") var scenes

    func validate() throws(UsageError) {
        if depth != nil && ($steps || $seed) { throw UsageError("--depth searches exhaustively; --steps and --seed belong to the random walk") }
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        var explorer = DifferentialExplorer()
        if scenes {
            explorer.configuration.iosVersion = IOSVersion(13, 0)
            explorer.configuration.linkedSDKVersion = IOSVersion(13, 0)
            explorer.configuration.appSupportsScenes = true
        }
        let divergence: Divergence?
        if let depth {
            let (found, tried, completed) = try explorer.exhaustive(depth: depth, against: adapter.adapter)
            context.out("exhaustive search: \(tried) sequences tried, depth \(completed) completed")
            divergence = found
        } else {
            let seed = self.seed ?? UInt64(UInt32.random(in: 1...UInt32.max))
            context.out("random walk: seed \(seed), up to \(steps) steps (replay with --seed \(seed))")
            divergence = try explorer.randomWalk(seed: seed, steps: steps, against: adapter.adapter)
        }
        guard let divergence else {
            context.out("no divergence from the reference")
            return .success
        }
        context.out("divergence after \(divergence.sequence.count) stimuli (minimal counterexample):")
        context.out(divergence.description)
        return .negative
    }
}
