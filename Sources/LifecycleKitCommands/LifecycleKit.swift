import Foundation
import LifecycleCommandLine
import LifecycleConformance
import LifecycleSpec

/// The `lifecycle-kit` program: its commands, in the order the main help lists them.
public enum LifecycleKit {
    /// Every command; internal ones are hidden from the main help.
    static var commands: [any ParsableCommand.Type] {
        [
            CheckCommand.self, AdaptersCommand.self, CasesCommand.self, ReportCommand.self, ChecklistCommand.self, LintCommand.self, RulesCommand.self,
            ExplainCommand.self,
            SimulateCommand.self, DiagramCommand.self, ExploreCommand.self, BenchCommand.self, RunWorkerCommand.self,
        ]
    }

    /// The program, with its version.
    public static var program: CommandProgram {
        CommandProgram(
            name: "lifecycle-kit", version: "\(KitVersion.current) (adapter contract \(adapterContractVersion))",
            abstract: "an executable specification and conformance test kit for the iOS application life cycle", commands: commands)
    }

    /// Runs `words` (the arguments after the program name) and returns the exit status.
    public static func run(_ words: [String], context: CommandContext) -> ExitCode {
        program.run(words, context: context)
    }

    /// The executable's entry point: guards against crashes of the kit, runs, and exits.
    public static func main() -> Never {
        InterruptSignals.unblock()
        let words = Array(CommandLine.arguments.dropFirst())
        // A worker must die of its signal, so its supervisor can charge the case it was running.
        if words.first != RunWorkerCommand.configuration.name { CrashGuard.install() }
        let status = run(words, context: .standard(programName: "lifecycle-kit"))
        exit(status.rawValue)
    }
}
