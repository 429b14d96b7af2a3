import LifecycleModel

/// One line typed into the simulator: a session command or a stimulus in script syntax.
public enum SessionInput: Sendable, Hashable {
    /// An empty line or a comment.
    case blank
    case help
    case state
    case quit
    case stimulus(Stimulus)

    /// Parses a line; `#` starts a comment. Fails with the script parser's message.
    public static func parse(_ line: String) throws(LifecycleError) -> SessionInput {
        let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        switch content.split(whereSeparator: \.isWhitespace).map(String.init) {
        case ["help"], ["?"]: return .help
        case ["state"]: return .state
        case ["quit"], ["exit"]: return .quit
        default: return try StimulusScript.parse(line).map(SessionInput.stimulus) ?? .blank
        }
    }
}
