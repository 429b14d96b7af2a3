/// A program made of commands: dispatches `PROGRAM COMMAND [words…]`, answers `--help`,
/// `help COMMAND` and `--version`, turns every usage mistake into one line plus a pointer
/// to the command's help (exit 2), and maps failures to their exit status.
public struct CommandProgram {
    /// The program's name (`lifecycle-kit`).
    public let name: String
    /// The version `--version` prints.
    public let version: String
    /// One line: what the program is.
    public let abstract: String
    /// The commands, in the order the main help lists them.
    public let commands: [any ParsableCommand.Type]

    /// Describes a program.
    public init(name: String, version: String, abstract: String, commands: [any ParsableCommand.Type]) {
        self.name = name
        self.version = version
        self.abstract = abstract
        self.commands = commands
    }

    /// Runs the words after the program name and returns the exit status.
    public func run(_ words: [String], context: CommandContext) -> ExitCode {
        let help = HelpRenderer(programName: name, style: context.style)
        guard let first = words.first else {
            context.out(help.programHelp(abstract: abstract, commands: commands.map { $0.configuration }))
            return .usage
        }
        switch first {
        case "--help", "-h":
            context.out(help.programHelp(abstract: abstract, commands: commands.map { $0.configuration }))
            return .success
        case "--version":
            context.out("\(name) \(version)")
            return .success
        case "help":
            return runHelp(Array(words.dropFirst()), context: context, help: help)
        default:
            break
        }
        guard let command = command(named: first) else {
            let error =
                CommandProgram.isOptionLike(first)
                ? UsageError("'\(quotedArgument(first))' is not a command; the command comes first", suggestion: nil)
                : UsageError("unknown command '\(quotedArgument(first))'", suggestion: NearestMatch.best(for: first, among: visibleNames))
            return report(error, helpHint: "\(name) --help", context: context)
        }
        return run(command, Array(words.dropFirst()), context: context, help: help)
    }

    private func run(_ type: any ParsableCommand.Type, _ words: [String], context: CommandContext, help: HelpRenderer) -> ExitCode {
        let instance = type.init()
        let parameters = DeclaredParameters(of: instance)
        if CommandLineParser.asksForHelp(words) {
            context.out(help.commandHelp(type.configuration, parameters: parameters.declarations))
            return .success
        }
        let helpHint = "\(name) help \(type.configuration.name)"
        do {
            try CommandLineParser(parameters: parameters).parse(words)
            try instance.validate()
            return try instance.run(context)
        } catch let error as UsageError {
            return report(error, helpHint: helpHint, context: context)
        } catch let failure as CommandFailure {
            context.error(context.errorStyle.bad("error:") + " " + failure.message)
            return failure.status
        } catch {
            context.error(context.errorStyle.bad("error:") + " \(error)")
            return .couldNotComplete
        }
    }

    private func runHelp(_ words: [String], context: CommandContext, help: HelpRenderer) -> ExitCode {
        guard let topic = words.first else {
            context.out(help.programHelp(abstract: abstract, commands: commands.map { $0.configuration }))
            return .success
        }
        if words.count > 1 { return report(UsageError("help takes one command name"), helpHint: "\(name) --help", context: context) }
        guard let command = command(named: topic) else {
            let error = UsageError("unknown command '\(quotedArgument(topic))'", suggestion: NearestMatch.best(for: topic, among: visibleNames))
            return report(error, helpHint: "\(name) --help", context: context)
        }
        context.out(help.commandHelp(command.configuration, parameters: DeclaredParameters(of: command.init()).declarations))
        return .success
    }

    private func report(_ error: UsageError, helpHint: String, context: CommandContext) -> ExitCode {
        context.error(context.errorStyle.bad("error:") + " \(error)")
        context.error("see '\(helpHint)'")
        return .usage
    }

    private func command(named name: String) -> (any ParsableCommand.Type)? {
        commands.first { $0.configuration.name == name }
    }

    private var visibleNames: [String] { commands.filter { !$0.configuration.isHidden }.map { $0.configuration.name } }

    private static func isOptionLike(_ word: String) -> Bool { CommandLineParser.isOptionLike(word) }
}
