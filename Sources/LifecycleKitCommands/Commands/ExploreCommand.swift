import Foundation
import LifecycleCommandLine
import LifecycleConformance
import LifecycleFiles
import LifecycleModel
import LifecycleSpec

/// `lifecycle-kit explore`: differential exploration against the reference.
struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "explore", abstract: "find the shortest divergence between an adapter and the reference",
        discussion: """
            Drives the adapter and the reference with the same stimuli and compares, step by step,
            what the observation contract fixes (freedoms never count as divergences). By default it
            model-checks: it visits every state reachable in the configuration, breadth first, tries
            every stimulus of the alphabet in each, and reports the states and transitions covered; the
            first divergence it finds is a shortest one. With --walk it takes a seeded random walk
            instead (the seed is printed; --seed replays it) and shrinks what it finds. A divergence is
            printed as a script with its configuration, app options and background modes in the header,
            which 'lifecycle-kit simulate --script' replays as is; --script FILE also writes it to FILE
            (add --adapter NAME to the replay to see the two side by side). Exits 1 when a divergence
            is found, 0 when none is.
            """,
        examples: [
            "explore --adapter broken-never-inactive",
            "explore --adapter broken-app-delegate-routing-with-scenes --configuration scenes --script counterexample.lifecycle",
            "explore --adapter broken-relaunch-after-force-quit --walk --seed 7",
        ])

    @Option(help: "a built-in adapter (see 'lifecycle-kit adapters')") var adapter: AdapterName
    @Option(help: "the configuration explored") var configuration = ExplorationPreset.default
    @Option(help: "the longest path the model check follows", check: { $0 >= 1 ? nil : "range.at-least-1" }) var depth = 64
    @Flag(help: "take a seeded random walk instead of the model check") var walk
    @Option(help: "length of the random walk (at most 1000000)", check: { $0 >= 1 && $0 <= 1_000_000 ? nil : "range.steps" })
    var steps = 10_000
    @Option(
        help: "seconds without progress after which the adapter counts as hung", check: { $0 > 0 && $0 <= 3600 ? nil : "range.stall-timeout" })
    var stallTimeout = 30.0
    @Option(help: "seed of the random walk (default: derived from the clock, printed)") var seed: UInt64?
    @Option(help: "also write the counterexample to FILE as a script 'simulate --script FILE' replays", valueName: "FILE") var script: String?
    @Option(help: "the former name of --script", valueName: "FILE", hidden: true) var out: String?
    @Flag(help: "no progress line on standard error") var quiet

    func validate() throws(UsageError) {
        if !walk && ($steps || $seed) { throw UsageError(id: "cmd.explore.walk-options") }
        if walk && $depth { throw UsageError(id: "cmd.explore.depth-with-walk") }
        if $script && $out { throw UsageError(id: "cmd.explore.out-and-script") }
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        let scriptFile = script ?? out
        if let scriptFile {
            do { try SingleFileWriter(path: scriptFile, replacing: OutputMark.exploreScript.replacing).check() } catch {
                throw FileProblemErrors.usage("--script", error)
            }
        }
        let explorer = DifferentialExplorer(configuration: configuration.configuration)
        let clock = ContinuousClock()
        let start = clock.now
        let words = context.words
        let name = adapter.adapter.name
        let watchdog = StallWatchdog(limit: stallTimeout, activity: words("explore.activity.start", "adapter", name), context: context)
        watchdog.start()
        defer { watchdog.stop() }
        let divergence: Divergence?
        if walk {
            let seed = self.seed ?? UInt64(UInt32.random(in: 1...UInt32.max))
            context.out(words("explore.walk", ["seed": "\(seed)", "steps": "\(steps)"]))
            let line = ProgressLine(words("explore.progress.walk", "adapter", name), total: steps, context: context, quiet: quiet)
            divergence = try explorer.randomWalk(seed: seed, steps: steps, against: adapter.adapter) { taken in
                watchdog.tick(words("explore.activity.walk-step", ["step": "\(taken + 1)", "adapter": name]))
                line.update(done: taken)
            }
            line.finish()
        } else {
            let line = ProgressLine(words("explore.progress.model-check", "adapter", name), total: nil, context: context, quiet: quiet)
            let result = try explorer.modelCheck(against: adapter.adapter, maxDepth: depth) { figures in
                watchdog.tick(words("explore.activity.transition", ["transition": "\(figures.transitions + 1)", "adapter": name]))
                line.update(
                    done: figures.states, detail: words("explore.progress.detail", ["transitions": "\(figures.transitions)", "depth": "\(figures.depth)"]))
            }
            line.finish()
            let seconds = ProgressLine.seconds(clock.now - start)
            let figures = [
                "preset": configuration.rawValue, "states": "\(result.states)", "transitions": "\(result.transitions)", "depth": "\(result.depth)",
                "steps": "\(result.steps)", "coverage": words(result.complete ? "explore.complete" : "explore.limited"),
                "time": ProgressLine.format(seconds, words: words),
            ]
            context.out(words("explore.model-check", figures))
            divergence = result.divergence
        }
        guard let divergence else {
            context.out(words("explore.no-divergence"))
            return .success
        }
        context.out(words("explore.divergence", "count", divergence.sequence.count))
        context.out(words.text(divergence.description))
        if let scriptFile {
            do {
                try SingleFileWriter(path: scriptFile, replacing: OutputMark.exploreScript.replacing).write(
                    Data(OutputMark.exploreScript.marking(divergence.script, as: .script).utf8))
            } catch {
                throw FileProblemErrors.failure(id: "cmd.explore.cannot-write", embedding: error)
            }
            context.out(words("explore.written", "file", scriptFile))
            context.out(words("explore.side-by-side", ["file": scriptFile, "adapter": divergence.adapter]))
        }
        return .negative
    }
}

extension ExplorationPreset: ArgumentValue {
    /// `PRESET`.
    public static var valueName: String { "PRESET" }
}
