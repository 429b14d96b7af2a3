import Foundation
import LifecycleCommandLine
import LifecycleFiles
import LifecycleWorkshop

#if canImport(Glibc)
    import Glibc
#endif

/// Where `simulate` reads from: the script (a file, or standard input for `-`), the lines of
/// an interactive session (the line editor on a terminal, plain lines otherwise), and the
/// terminal `--step` waits on.
enum SimulatorInput {
    /// The text of the script `argument` names, and the name messages give it.
    static func script(_ argument: String, context: CommandContext) throws -> (text: String, name: String) {
        if argument == "-", case .text(let text) = context.standardInput { return (text, InputSource.standardInputName) }
        let source = InputSource(argument: argument)
        do {
            return (try source.readText(limit: InputLimits.document), source.name)
        } catch {
            throw FileProblemErrors.failure(error)
        }
    }

    /// The lines of an interactive session: the line editor when standard input is a terminal.
    static func lines(context: CommandContext) -> any LineSource {
        switch context.standardInput {
        case .text(let text): TextLineSource(text)
        case .process: TerminalLineReader() ?? BoundedInputLines()
        }
    }

    /// The terminal `--step` reads Enter from: standard input when it is a terminal and the
    /// script comes from a file, `/dev/tty` otherwise; nil when there is none.
    static func stepTerminal(scriptFromStandardInput: Bool, context: CommandContext) -> Int32? {
        guard case .process = context.standardInput else { return nil }
        if !scriptFromStandardInput && isatty(STDIN_FILENO) == 1 { return STDIN_FILENO }
        let descriptor = open("/dev/tty", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        guard isatty(descriptor) == 1 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }
}
