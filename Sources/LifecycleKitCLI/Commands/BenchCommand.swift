import LifecycleConformance
import LifecycleModel

/// `lifecycle-kit bench`: throughput of the reference and reach of the explorer.
enum BenchCommand {
    static let help = """
        USAGE: lifecycle-kit bench [--steps N] [--seconds S] [--seed S]

        Prints how many stimulus steps per second go through the reference adapter on one
        core (a seeded random walk over the explorer's alphabet), and the exhaustive depth
        the explorer completes against the reference within the time budget. Build with
        `swift run -c release lifecycle-kit bench` for meaningful figures.

          --steps N     stimuli in the throughput run (default 2000000)
          --seconds S   time budget of the exhaustive search (default 10)
          --seed S      seed of the random walk (default 1)
        """

    static func run(_ arguments: inout CommandLineArguments) throws -> Int32 {
        let steps = try arguments.integer("steps") ?? 2_000_000
        let seconds = try arguments.integer("seconds") ?? 10
        let seed = UInt64(try arguments.integer("seed") ?? 1)
        try arguments.rejectUnknown()
        guard steps > 0, seconds > 0 else { throw UsageError("--steps and --seconds must be positive") }

        let explorer = DifferentialExplorer()
        let system = try ReferenceSystem()
        try system.configure(explorer.configuration, app: ReferenceApp(options: explorer.app))
        var generator = SplitMix64(seed: seed)
        let alphabet = explorer.alphabet
        var accepted = 0
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<steps {
                let stimulus = alphabet[Int(generator.next() % UInt64(alphabet.count))]
                if (try? system.send(stimulus)) != nil { accepted += 1 }
            }
        }
        let perSecond = Double(steps) / (Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        Console.out("throughput: \(steps) stimulus steps (\(accepted) accepted) in \(elapsed) -> \(Int(perSecond)) steps/s on one core")

        let deadline = clock.now + .seconds(seconds)
        let (_, tried, completed) = try explorer.exhaustive(depth: 12, against: ReferenceAdapter(), deadline: deadline)
        Console.out("explorer: exhaustive depth \(completed) completed in \(seconds) s (\(tried) sequences replayed, alphabet of \(alphabet.count) stimuli)")
        return 0
    }
}
