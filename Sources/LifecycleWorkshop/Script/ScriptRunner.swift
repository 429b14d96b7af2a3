import Foundation
import LifecycleModel

/// Runs a simulator script: every line is checked first, so a bad line stops the run
/// before anything happens, naming `file:line`; then each stimulus is echoed after the
/// session's prompt and followed by the session's reply. A stimulus the model refuses is
/// part of the transcript, not an error. `quit` ends the script early.
public enum ScriptRunner {
    /// A checked line of a script.
    public struct Line: Sendable, Hashable {
        /// The line's number, from 1.
        public let number: Int
        /// The line as written, without the spaces around it.
        public let text: String
        /// What the line asks for.
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
                throw error.at(file, line: index + 1)
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
                    throw LifecycleError(.invalidArgument, id: "sim.script.directive-after-stimulus").at(file, line: index + 1)
                }
                do {
                    try ScriptDirective.apply(line, to: &configuration, app: &app)
                } catch {
                    throw error.at(file, line: index + 1)
                }
            } else if (try? SessionInput.parse(line)).map({ $0 != .blank }) ?? true {
                sawStimulus = true
            }
        }
        return (configuration, app)
    }

    /// A line of a script as it is played: narration (a line that is only a comment, its
    /// text without the `#`), a paragraph break (a blank line), or a line that does something.
    public enum Item: Sendable, Hashable {
        /// A comment line's text, without the `#` and the one space after it.
        case narration(String)
        /// A blank line.
        case paragraphBreak
        /// A stimulus or a session command.
        case line(Line)
    }

    /// The script's items in order; fails like ``check(_:file:)``. Directive lines are left out.
    public static func items(_ text: String, file: String) throws(LifecycleError) -> [Item] {
        let checked = try check(text, file: file)
        var byNumber: [Int: Line] = [:]
        for line in checked { byNumber[line.number] = line }
        var items: [Item] = []
        for (index, raw) in StimulusScript.lines(of: text).enumerated() {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if let line = byNumber[index + 1] {
                items.append(.line(line))
            } else if trimmed.hasPrefix("#") {
                let text = trimmed.dropFirst()
                items.append(.narration(String(text.hasPrefix(" ") ? text.dropFirst() : text)))
            } else if trimmed.isEmpty {
                items.append(.paragraphBreak)
            }
        }
        return items
    }

    /// How a script is played: where its output and its narration go, and, for `--step`,
    /// what to do before each stimulus.
    public struct Playback {
        /// Receives every output line: the echoed lines after the prompt and the session's replies.
        public var emit: (String) -> Void
        /// Receives the narration lines (the comment lines); by default ``emit``.
        public var narrate: (String) -> Void
        /// Called before each stimulus, with its line; returning false ends the run there.
        public var pause: ((Line) -> Bool)?

        /// A playback that hands output and narration to `emit` and never pauses.
        public init(emit: @escaping (String) -> Void, narrate: ((String) -> Void)? = nil, pause: ((Line) -> Bool)? = nil) {
            self.emit = emit
            self.narrate = narrate ?? emit
            self.pause = pause
        }
    }

    /// Checks and runs the script in `session`, handing each output line to `emit`: the
    /// narration, then each line after the session's prompt and the session's reply.
    public static func run(_ text: String, file: String, in session: SimulationSession, emit: @escaping (String) -> Void) throws(LifecycleError) {
        try run(text, file: file, in: session, playback: Playback(emit: emit))
    }

    /// Checks and runs the script in `session` as `playback` says.
    public static func run(_ text: String, file: String, in session: SimulationSession, playback: Playback) throws(LifecycleError) {
        var atParagraphStart = true
        for item in try items(text, file: file) {
            switch item {
            case .narration(let text):
                playback.narrate(text)
                atParagraphStart = false
            case .paragraphBreak:
                if !atParagraphStart { playback.emit("") }
                atParagraphStart = true
            case .line(let line):
                if case .stimulus = line.input, let pause = playback.pause, !pause(line) { return }
                playback.emit(session.prompt + line.text)
                let reply = session.respond(to: line.text)
                reply.lines.forEach(playback.emit)
                if reply.quit { return }
                playback.emit("")
                atParagraphStart = true
            }
        }
    }
}
