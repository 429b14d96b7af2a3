import Foundation
import LifecycleText

/// Where a command writes and what it knows of its surroundings: standard output and
/// error (replaceable in tests), the environment, and whether each stream is a terminal.
public struct CommandContext: Sendable {
    /// Writes one line (a newline is added) to standard output.
    public let writeOut: @Sendable (String) -> Void
    /// Writes one line (a newline is added) to standard error.
    public let writeError: @Sendable (String) -> Void
    /// Writes text as is to standard error (progress lines that rewrite themselves).
    public let writeErrorRaw: @Sendable (String) -> Void
    /// The process environment.
    public let environment: [String: String]
    /// Standard output is a terminal.
    public let outputIsTerminal: Bool
    /// Standard error is a terminal.
    public let errorIsTerminal: Bool
    /// The program's name, as in help (`lifecycle-kit`).
    public let programName: String
    /// Where standard input comes from: the process's own, or text given whole.
    public let standardInput: StandardInput
    /// The language of what is printed for people (`--lang`, `LIFECYCLE_KIT_LANG`).
    public private(set) var language: Language = .english
    /// The kit's messages in ``language``.
    public private(set) var words: Words = .english

    /// A context over explicit writers, for tests and embedding; standard input is
    /// `standardInput`, empty unless given.
    public init(
        programName: String, environment: [String: String] = [:], outputIsTerminal: Bool = false, errorIsTerminal: Bool = false,
        standardInput: StandardInput = .text(""), writeOut: @escaping @Sendable (String) -> Void, writeError: @escaping @Sendable (String) -> Void,
        writeErrorRaw: (@Sendable (String) -> Void)? = nil
    ) {
        self.programName = programName
        self.standardInput = standardInput
        self.environment = environment
        self.outputIsTerminal = outputIsTerminal
        self.errorIsTerminal = errorIsTerminal
        // Every line is made safe for a terminal here, once, whatever it quotes.
        self.writeOut = { writeOut(TerminalSafety.safe($0)) }
        self.writeError = { writeError(TerminalSafety.safe($0)) }
        self.writeErrorRaw = writeErrorRaw ?? { writeError($0) }
    }

    /// The process's own standard output and error.
    public static func standard(programName: String) -> CommandContext {
        CommandContext(
            programName: programName, environment: ProcessInfo.processInfo.environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1,
            errorIsTerminal: isatty(STDERR_FILENO) == 1, standardInput: .process,
            writeOut: { StandardStream.output.write($0 + "\n") },
            writeError: { StandardStream.error.write($0 + "\n") },
            writeErrorRaw: { StandardStream.error.write($0) })
    }

    /// The same context, printing for people in `language`.
    public func speaking(_ language: Language) -> CommandContext {
        var context = self
        context.language = language
        context.words = Words(language)
        return context
    }

    /// `error: message`, with the label in the context's language and coloured on a terminal.
    public func errorLine(_ message: String) -> String { errorStyle.bad(words("error.label")) + " " + message }

    /// Writes a line to standard output.
    public func out(_ line: String) { writeOut(line) }
    /// Writes a line to standard error.
    public func error(_ line: String) { writeError(line) }

    /// Colours and emphasis for standard output: on a terminal only, never with `NO_COLOR` set.
    public var style: TextStyle { TextStyle(enabled: outputIsTerminal && Self.colourAllowed(environment)) }
    /// Colours and emphasis for standard error.
    public var errorStyle: TextStyle { TextStyle(enabled: errorIsTerminal && Self.colourAllowed(environment)) }

    static func colourAllowed(_ environment: [String: String]) -> Bool {
        (environment["NO_COLOR"].map(\.isEmpty) ?? true) && environment["TERM"] != "dumb"
    }
}
