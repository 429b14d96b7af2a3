import Foundation
import LifecycleCommandLine
import LifecycleConformance

/// Feeds standard input to a simulator session line by line until its end. On a terminal
/// it shows the prompt; from a pipe it echoes each line after the prompt instead, so the
/// output reads as a transcript.
struct StandardInputSession {
    let session: SimulationSession
    let context: CommandContext

    func run() -> ExitCode {
        let interactive = isatty(STDIN_FILENO) == 1
        while true {
            let before = session.prompt
            if interactive { FileHandle.standardOutput.write(Data(before.utf8)) }
            guard let line = readLine(strippingNewline: true) else { break }
            let reply = session.respond(to: line)
            if !interactive && !reply.lines.isEmpty { context.out(before + line.trimmingCharacters(in: .whitespaces)) }
            reply.lines.forEach(context.out)
            if reply.quit { break }
            if !reply.lines.isEmpty { context.out("") }
        }
        if interactive { context.out("") }
        return .success
    }
}
