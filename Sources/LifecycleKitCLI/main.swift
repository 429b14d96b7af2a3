import Foundation
import LifecycleSpec

/// The subcommands, their help texts and the options that take values.
let commands: [(name: String, summary: String, help: String, valueOptions: Set<String>, run: (inout CommandLineArguments) throws -> Int32)] = [
    ("check", "the main job: run every conformance case against an adapter", CheckCommand.help, ["adapter", "out"], CheckCommand.run),
    ("adapters", "list the built-in adapters", AdaptersCommand.help, [], AdaptersCommand.run),
    ("run-cases", "run cases in a child process (used by isolated runs)", RunCasesCommand.help, ["adapter", "from"], RunCasesCommand.run),
    ("bench", "measure reference throughput and explorer depth", BenchCommand.help, ["steps", "seconds", "seed"], BenchCommand.run),
    (
        "explore", "find the shortest divergence between an adapter and the reference", ExploreCommand.help, ["adapter", "depth", "steps", "seed"],
        ExploreCommand.run
    ),
    (
        "report", "build the conformance report from a Swift Testing event stream", ReportCommand.help,
        ["events", "xunit", "out", "implementation", "implementation-version", "adapter"], ReportCommand.run
    ),
    ("lint", "validate the rule catalog and print its summary", LintCommand.help, ["spec"], LintCommand.run),
    (
        "rules", "list and filter the catalog's rules", RulesCommand.help,
        ["spec", "level", "subject", "category", "section", "source", "testability", "text", "format"], RulesCommand.run
    ),
    ("simulate", "drive the reference system and app one stimulus at a time", SimulateCommand.help, SimulateCommand.valueOptions, SimulateCommand.run),
    ("explain", "everything the kit knows about one rule", ExplainCommand.help, ["spec"], ExplainCommand.run),
    ("diagram", "the state diagram from the transition table", DiagramCommand.help, DiagramCommand.valueOptions, DiagramCommand.run),
]

let mainHelp = """
    USAGE: lifecycle-kit <command> [options]

    LifecycleKit: an executable specification and conformance test kit for the iOS
    application life cycle.

    COMMANDS:
    \(commands.map { "  \($0.name.padding(toLength: 10, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n"))

    Run `lifecycle-kit <command> --help` for a command's options.
    """

@MainActor
func runMain() -> Int32 {
    var argv = Array(CommandLine.arguments.dropFirst())
    guard let name = argv.first, name != "--help", name != "-h", name != "help" else {
        Console.out(mainHelp)
        return argv.isEmpty ? 2 : 0
    }
    argv.removeFirst()
    guard let command = commands.first(where: { $0.name == name }) else {
        Console.error("error: unknown command '\(name)'\n\n\(mainHelp)")
        return 2
    }
    if argv.contains("--help") || argv.contains("-h") {
        Console.out(command.help)
        return 0
    }
    do {
        var arguments = try CommandLineArguments(argv, valueOptions: command.valueOptions)
        return try command.run(&arguments)
    } catch let error as UsageError {
        Console.error("error: \(error)\n\n\(command.help)")
        return 2
    } catch let error as CatalogLoadError {
        error.diagnostics.forEach { Console.error("error: \($0)") }
        return 1
    } catch let error as CommandFailure {
        Console.error("error: \(error)")
        return 1
    } catch {
        Console.error("error: \(error)")
        return 1
    }
}

exit(runMain())
