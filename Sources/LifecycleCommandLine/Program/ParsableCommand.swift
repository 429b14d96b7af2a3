/// What a command says about itself, besides its parameters.
public struct CommandConfiguration: Sendable {
    /// The word that selects the command (`check`).
    public let name: String
    /// One line: what the command does.
    public let abstract: String
    /// Paragraphs of help after the options.
    public let discussion: String
    /// Example invocations, without the program name.
    public let examples: [String]
    /// Internal commands are left out of the main help.
    public let isHidden: Bool

    /// Describes a command.
    public init(name: String, abstract: String, discussion: String = "", examples: [String] = [], hidden: Bool = false) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.examples = examples
        isHidden = hidden
    }
}

/// A command of the program: its parameters are its `@Option`, `@OptionList`, `@Flag` and
/// `@Argument` properties, declared once and read by parsing, validation, help and errors.
public protocol ParsableCommand {
    /// The name, help and visibility of the command.
    static var configuration: CommandConfiguration { get }
    /// A command with every parameter at its default, before parsing.
    init()
    /// Checks that involve several parameters; called after parsing, before `run`.
    func validate() throws(UsageError)
    /// Does the command's work.
    func run(_ context: CommandContext) throws -> ExitCode
}

extension ParsableCommand {
    /// No checks beyond each parameter's own.
    public func validate() throws(UsageError) {}
}
