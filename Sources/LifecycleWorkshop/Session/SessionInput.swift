import LifecycleModel

/// One line typed into the simulator: a session command or a stimulus in script syntax.
/// Letter case does not matter (`Home`, `TAP-ICON` and `home` are the same line).
public enum SessionInput: Sendable, Hashable {
    /// An empty line or a comment.
    case blank
    /// `help` or `?`: what the app accepts now.
    case help
    /// `state`: the state the app is in.
    case state
    /// `undo`: back one stimulus.
    case undo
    /// `reset`: back to a device that has just booted, the app not running.
    case reset
    /// `quit` or `exit`: the end of the session.
    case quit
    /// A stimulus for the system.
    case stimulus(Stimulus)

    /// Parses a line; `#` starts a comment. Fails with the script parser's message, and for
    /// a word the simulator does not know, with the nearest word it does know.
    public static func parse(_ line: String) throws(LifecycleError) -> SessionInput {
        let content = (line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? "").lowercased()
        let words = content.split(whereSeparator: \.isWhitespace).map(String.init)
        switch words {
        case ["help"], ["?"]: return .help
        case ["state"]: return .state
        case ["undo"]: return .undo
        case ["reset"]: return .reset
        case ["quit"], ["exit"]: return .quit
        default: break
        }
        if let head = words.first, SessionVocabulary.commands.contains(head) || head == "exit" {
            throw LifecycleError(.invalidArgument, id: "sim.script.takes-no-argument", ["word": head])
        }
        if let head = words.first, !SessionVocabulary.stimulusWords.contains(head) {
            throw unknownWord(head)
        }
        if words.count >= 2, let known = SessionVocabulary.arguments(after: words[0]), !known.contains(words[1]),
            let suggestion = SessionVocabulary.suggestion(for: words[1], among: known)
        {
            let shown = words[1].count > 60 ? String(words[1].prefix(60)) + "…" : words[1]
            throw LifecycleError(.invalidArgument, id: "sim.script.unknown-argument", ["word": words[0], "argument": shown, "suggestion": suggestion])
        }
        return try StimulusScript.parse(content).map(SessionInput.stimulus) ?? .blank
    }

    /// `unknown stimulus or command 'hom'; did you mean 'home'?`, without the question when no
    /// word is near; at most 60 characters of the word are quoted.
    static func unknownWord(_ word: String) -> LifecycleError {
        let shown = word.count > 60 ? String(word.prefix(60)) + "…" : word
        guard let suggestion = SessionVocabulary.suggestion(for: word) else {
            return LifecycleError(.invalidArgument, id: "sim.script.unknown-word", ["word": shown])
        }
        return LifecycleError(.invalidArgument, id: "sim.script.unknown-word-suggestion", ["word": shown, "suggestion": suggestion])
    }
}
