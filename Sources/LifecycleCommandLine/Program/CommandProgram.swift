import LifecycleText

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

    /// Runs the words after the program name and returns the exit status. `--lang LANGUAGE`
    /// (or `--lang=LANGUAGE`), anywhere before a `--`, selects the language of what is printed
    /// for people; without it, `LIFECYCLE_KIT_LANG`; English otherwise.
    public func run(_ words: [String], context: CommandContext) -> ExitCode {
        switch LanguageChoice.extract(from: words, environment: context.environment) {
        case .success(let choice):
            return runSpeaking(choice.words, context: context.speaking(choice.language))
        case .failure(let error):
            return report(error, helpHint: "\(name) --help", context: context)
        }
    }

    private func runSpeaking(_ words: [String], context: CommandContext) -> ExitCode {
        let help = HelpRenderer(programName: name, style: context.style, words: context.words)
        guard let first = words.first else {
            context.out(help.programHelp(abstract: abstract, commands: commands.map { $0.configuration }))
            return .usage
        }
        switch first {
        case "--help", "-h":
            context.out(help.programHelp(abstract: abstract, commands: commands.map { $0.configuration }))
            return .success
        case "--version":
            if let extra = words.dropFirst().first {
                return report(UsageError(id: "usage.version-takes-nothing", ["word": quotedArgument(extra)]), helpHint: "\(name) --help", context: context)
            }
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
                ? UsageError(
                    id: "usage.not-a-command", ["word": quotedArgument(first)],
                    suggestion: NearestMatch.best(for: first, among: ["--version", "--help", "--lang"]))
                : UsageError(id: "usage.unknown-command", ["word": quotedArgument(first)], suggestion: NearestMatch.best(for: first, among: visibleNames))
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
            context.error(context.errorLine(failure.text(in: context.words)))
            return failure.status
        } catch {
            context.error(context.errorLine("\(error)"))
            return .couldNotComplete
        }
    }

    private func runHelp(_ words: [String], context: CommandContext, help: HelpRenderer) -> ExitCode {
        guard let topic = words.first else {
            context.out(help.programHelp(abstract: abstract, commands: commands.map { $0.configuration }))
            return .success
        }
        if words.count > 1 { return report(UsageError(id: "usage.help-takes-one"), helpHint: "\(name) --help", context: context) }
        if topic == "help" {
            context.out(help.programHelp(abstract: abstract, commands: commands.map { $0.configuration }))
            return .success
        }
        guard let command = command(named: topic) else {
            let error = UsageError(id: "usage.unknown-command", ["word": quotedArgument(topic)], suggestion: NearestMatch.best(for: topic, among: visibleNames))
            return report(error, helpHint: "\(name) --help", context: context)
        }
        context.out(help.commandHelp(command.configuration, parameters: DeclaredParameters(of: command.init()).declarations))
        return .success
    }

    private func report(_ error: UsageError, helpHint: String, context: CommandContext) -> ExitCode {
        context.error(context.errorLine(error.text(in: context.words)))
        context.error(context.words("error.see-help", "command", helpHint))
        return .usage
    }

    /// Every English text the program's help declares, by the key its translations use:
    /// `program.abstract`, then for each visible command `COMMAND.abstract`,
    /// `COMMAND.discussion` (when it has one) and `COMMAND.PARAMETER` for each visible parameter.
    public var declaredTexts: [String: String] {
        var texts = ["program.abstract": abstract]
        for command in commands where !command.configuration.isHidden {
            let configuration = command.configuration
            texts["\(configuration.name).abstract"] = configuration.abstract
            if !configuration.discussion.isEmpty { texts["\(configuration.name).discussion"] = configuration.discussion }
            for parameter in DeclaredParameters(of: command.init()).declarations where !parameter.isHidden {
                texts["\(configuration.name).\(parameter.name)"] = parameter.help
            }
        }
        return texts
    }

    private func command(named name: String) -> (any ParsableCommand.Type)? {
        commands.first { $0.configuration.name == name }
    }

    private var visibleNames: [String] { commands.filter { !$0.configuration.isHidden }.map { $0.configuration.name } }

    private static func isOptionLike(_ word: String) -> Bool { CommandLineParser.isOptionLike(word) }
}
