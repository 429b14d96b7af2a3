import Foundation
import LifecycleConformance

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Feeds standard input to a simulator session line by line until its end. On a terminal
/// it shows the prompt; from a pipe it echoes each line after the prompt instead, so the
/// output reads as a transcript.
struct StandardInputSession {
    let session: SimulationSession

    func run() -> Int32 {
        let interactive = isatty(STDIN_FILENO) == 1
        while true {
            let before = session.prompt
            if interactive { prompt(before) }
            guard let line = readLine(strippingNewline: true) else { break }
            let reply = session.respond(to: line)
            if !interactive && !reply.lines.isEmpty { Console.out(before + line.trimmingCharacters(in: .whitespaces)) }
            reply.lines.forEach(Console.out)
            if reply.quit { break }
            if !reply.lines.isEmpty { Console.out("") }
        }
        if interactive { Console.out("") }
        return 0
    }

    /// Writes the prompt without a newline.
    private func prompt(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }
}
