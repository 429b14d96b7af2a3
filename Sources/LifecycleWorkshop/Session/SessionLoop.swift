import Foundation

/// Feeds a session the lines of a source until the input ends or `quit`. A source that does
/// not show the prompt (a pipe, a file, a test's text) gets each line echoed after the prompt,
/// so the output reads as a transcript.
public enum SessionLoop {
    /// Runs `session` on `source`, handing each output line to `emit`.
    public static func run(_ session: SimulationSession, source: any LineSource, emit: (String) -> Void) {
        while true {
            let prompt = session.prompt
            guard let line = source.nextLine(prompt: prompt) else { break }
            let reply = session.respond(to: line)
            if !source.showsPrompt && !reply.lines.isEmpty { emit(prompt + line.trimmingCharacters(in: .whitespaces)) }
            reply.lines.forEach(emit)
            if reply.quit { break }
            if !reply.lines.isEmpty { emit("") }
        }
    }
}
