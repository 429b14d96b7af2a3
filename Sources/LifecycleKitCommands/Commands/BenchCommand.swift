import LifecycleCommandLine
import LifecycleConformance
import LifecycleModel

/// `lifecycle-kit bench`: throughput of the reference and reach of the explorer.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "bench", abstract: "measure reference throughput and explorer depth",
        discussion: """
            Prints how many stimulus steps per second go through the reference adapter on one core (a
            seeded random walk over the explorer's alphabet), and the exhaustive depth the explorer
            completes against the reference within the time budget. Build with
            'swift run -c release lifecycle-kit bench' for meaningful figures.
            """)

    @Option(help: "stimuli in the throughput run", check: { $0 >= 1 ? nil : "must be at least 1" }) var steps = 2_000_000
    @Option(help: "time budget of the exhaustive search", valueName: "SECONDS", check: { $0 >= 1 ? nil : "must be at least 1" }) var seconds = 10
    @Option(help: "seed of the random walk") var seed: UInt64 = 1

    func run(_ context: CommandContext) throws -> ExitCode {
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
        let elapsedSeconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let perSecond = Int(Double(steps) / elapsedSeconds)
        context.out(
            "throughput: \(steps) stimulus steps (\(accepted) accepted) in \(ProgressLine.format(elapsedSeconds)) → \(perSecond) steps/s on one core")
        let deadline = clock.now + .seconds(seconds)
        let (_, tried, completed) = try explorer.exhaustive(depth: 12, against: ReferenceAdapter(), deadline: deadline)
        context.out(
            "explorer: exhaustive depth \(completed) completed in \(seconds) s (\(tried) sequences replayed, alphabet of \(alphabet.count) stimuli)")
        return .success
    }
}
