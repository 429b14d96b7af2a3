import Foundation
import LifecycleModel

/// Runs a simulator script: every line is checked first, so a bad line stops the run
/// before anything happens, naming `file:line`; then each stimulus is echoed after the
/// session's prompt and followed by the session's reply. A stimulus the model refuses is
/// part of the transcript, not an error. `quit` ends the script early.
public enum ScriptRunner {
    /// A checked line of a script.
    public struct Line: Sendable, Hashable {
        public let number: Int
        public let text: String
        public let input: SessionInput
    }

    /// The script's lines that do something; fails on the first unreadable line with
    /// `file:line: message`. Lines may end in `\n`, `\r\n` or `\r`; a leading byte order mark
    /// is ignored. `configure`/`app` directives are skipped here (see ``header(_:file:base:)``).
    public static func check(_ text: String, file: String) throws(LifecycleError) -> [Line] {
        var lines: [Line] = []
        for (index, raw) in StimulusScript.lines(of: text).enumerated() {
            if ScriptDirective.isDirective(String(raw)) { continue }
            let input: SessionInput
            do {
                input = try SessionInput.parse(String(raw))
            } catch {
                throw LifecycleError(.invalidArgument, "\(file):\(index + 1): \(error.message)")
            }
            if input != .blank { lines.append(Line(number: index + 1, text: raw.trimmingCharacters(in: .whitespaces), input: input)) }
        }
        return lines
    }

    /// The configuration and app options a script's directives give, applied over `base`.
    /// A directive after the first stimulus is an error naming its line.
    public static func header(_ text: String, file: String, base: Configuration) throws(LifecycleError) -> (Configuration, ReferenceApp.Options) {
        var configuration = base
        var app = ReferenceApp.Options()
        var sawStimulus = false
        for (index, raw) in StimulusScript.lines(of: text).enumerated() {
            let line = String(raw)
            if ScriptDirective.isDirective(line) {
                if sawStimulus {
                    throw LifecycleError(.invalidArgument, "\(file):\(index + 1): a 'configure' or 'app' line must come before the first stimulus")
                }
                do {
                    try ScriptDirective.apply(line, to: &configuration, app: &app)
                } catch {
                    throw LifecycleError(.invalidArgument, "\(file):\(index + 1): \(error.message)")
                }
            } else if (try? SessionInput.parse(line)).map({ $0 != .blank }) ?? true {
                sawStimulus = true
            }
        }
        return (configuration, app)
    }

    /// Checks and runs the script in `session`, handing each output line to `emit`.
    public static func run(_ text: String, file: String, in session: SimulationSession, emit: (String) -> Void) throws(LifecycleError) {
        let lines = try check(text, file: file)
        for line in lines {
            emit(session.prompt + line.text)
            let reply = session.respond(to: line.text)
            reply.lines.forEach(emit)
            if reply.quit { return }
            emit("")
        }
    }
}
