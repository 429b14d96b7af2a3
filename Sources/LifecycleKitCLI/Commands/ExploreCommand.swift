import LifecycleConformance
import LifecycleModel
import LifecycleSamples
import LifecycleSpec

/// `lifecycle-kit explore`: differential exploration against the reference.
enum ExploreCommand {
    static let help = """
        USAGE: lifecycle-kit explore --adapter NAME [--depth N] [--steps N] [--seed S]

        Drives the adapter and the reference with the same stimuli and stops at the first
        divergence, shrinks it to a minimal counterexample and prints it as a script that
        `lifecycle-kit simulate --script` replays. Without --depth, runs a seeded random
        walk (the seed is printed; --seed replays it); with --depth, tries every sequence up
        to that length, shortest first. Exit status: 0 when no divergence is found, 1 when
        one is, 2 on bad usage.

          --adapter NAME   a built-in adapter (see `lifecycle-kit adapters`)
          --depth N        bounded exhaustive search to N stimuli
          --steps N        length of the random walk (default 10000)
          --seed S         seed of the random walk (default: derived from the clock, printed)
          --scenes         explore an app that uses scenes on iOS 13
        """

    static func run(_ arguments: inout CommandLineArguments) throws -> Int32 {
        guard let name = arguments.value("adapter") else { throw UsageError("--adapter is required") }
        let depth = try arguments.integer("depth")
        let steps = try arguments.integer("steps") ?? 10_000
        let seedText = arguments.value("seed")
        let scenes = arguments.flag("scenes")
        try arguments.rejectUnknown()
        guard let adapter = BuiltInAdapters.named(name) else {
            throw UsageError("unknown adapter '\(name)'; known: \(BuiltInAdapters.all.map(\.name).joined(separator: ", "))")
        }
        var explorer = DifferentialExplorer()
        if scenes {
            explorer.configuration.iosVersion = IOSVersion(13, 0)
            explorer.configuration.linkedSDKVersion = IOSVersion(13, 0)
            explorer.configuration.appSupportsScenes = true
        }
        let divergence: Divergence?
        if let depth {
            guard depth > 0 else { throw UsageError("--depth must be at least 1") }
            let (found, tried, completed) = try explorer.exhaustive(depth: depth, against: adapter)
            Console.out("exhaustive search: \(tried) sequences tried, depth \(completed) completed")
            divergence = found
        } else {
            guard steps > 0 else { throw UsageError("--steps must be at least 1") }
            let seed: UInt64
            if let seedText {
                guard let parsed = UInt64(seedText) else { throw UsageError("--seed needs a whole number, got '\(seedText)'") }
                seed = parsed
            } else {
                seed = UInt64(UInt32.random(in: 1...UInt32.max))
            }
            Console.out("random walk: seed \(seed), up to \(steps) steps (replay with --seed \(seed))")
            divergence = try explorer.randomWalk(seed: seed, steps: steps, against: adapter)
        }
        guard let divergence else {
            Console.out("no divergence from the reference")
            return 0
        }
        Console.out("divergence after \(divergence.sequence.count) stimuli (minimal counterexample):")
        Console.out(divergence.description)
        return 1
    }
}
