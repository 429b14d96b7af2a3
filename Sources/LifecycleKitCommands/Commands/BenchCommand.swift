import LifecycleCommandLine
import LifecycleConformance
import LifecycleModel

/// `lifecycle-kit bench`: throughput of the reference and reach of the model check.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "bench", abstract: "measure reference throughput and the model check's reach",
        discussion: """
            Prints how many stimulus steps per second go through the reference on one core (a seeded
            random walk over the explorer's alphabet), then model-checks the reference against itself in
            each preset configuration and prints the distinct states and transitions it covered and how
            long it took. Build with 'swift run -c release lifecycle-kit bench' for meaningful figures.
            """)

    @Option(help: "stimuli in the throughput run", check: { $0 >= 1 ? nil : "range.at-least-1" }) var steps = 2_000_000
    @Option(help: "seed of the random walk") var seed: UInt64 = 1
    @OptionList(help: "the configurations model-checked (default: all)") var configurations: [ExplorationPreset]

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
        let seconds = ProgressLine.seconds(elapsed)
        context.out(
            "throughput: \(steps) stimulus steps (\(accepted) accepted) in \(ProgressLine.format(seconds)): \(Int(Double(steps) / seconds)) steps/s on one core"
        )
        for preset in configurations.isEmpty ? ExplorationPreset.allCases : configurations {
            let checker = DifferentialExplorer(configuration: preset.configuration)
            let start = clock.now
            let result = try checker.modelCheck(against: ReferenceAdapter())
            let spent = ProgressLine.seconds(clock.now - start)
            context.out("model check \(preset.rawValue): \(result.summary) in \(ProgressLine.format(spent)) (\(Int(Double(result.steps * 2) / spent)) steps/s)")
        }
        return .success
    }
}
