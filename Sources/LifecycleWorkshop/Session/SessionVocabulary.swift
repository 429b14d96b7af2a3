import LifecycleModel

/// The words the simulator understands: its session commands, the first word of every
/// stimulus (with the aliases), and the words that may follow `event`, `change` and `push`.
/// Completion offers them and a mistyped word is matched against them.
public enum SessionVocabulary {
    /// The session's own commands, in the order `help` lists them.
    public static let commands = ["help", "state", "undo", "reset", "quit"]

    /// The first word of every stimulus the script syntax reads, aliases included.
    public static let stimulusWords = [
        "tap-icon", "launch", "open-url", "home", "app-switch", "incoming-call", "call", "answer-call", "answer", "decline-call", "decline",
        "end-call", "hang-up",
        "banner", "pull-notification-center", "dismiss-notification-center", "lock", "unlock", "first-unlock", "memory-pressure", "force-quit",
        "reboot", "system-terminate", "touch", "user-event", "redraw", "open-app-switcher", "switcher", "snapshot-after-screen-updates",
        "fire-local-notification",
        "schedule-local-notifications", "wait",
        "push", "event",
        "change", "present-local-notification-now", "schedule-repeating-local-notification", "cancel-local-notifications",
        "list-local-notifications", "access-protected-file", "back-up", "update-app", "network-change", "receive-file",
    ]

    /// Every word that may start a line.
    public static var firstWords: [String] { commands + stimulusWords }

    /// The words that may follow `head` as its first argument, or nil when any number does.
    public static func arguments(after head: String) -> [String]? {
        switch head {
        case "event": BackgroundEvent.allCases.map(\.rawValue)
        case "change": SystemChangeKind.allCases.map(\.rawValue)
        case "user-event": UserEvent.allCases.map(\.rawValue)
        case "push": ["content-available"]
        default: nil
        }
    }

    /// The word among `candidates` that `typed` was most likely meant to be: the only one it
    /// starts, or the nearest by edit distance when that is close enough (at most two edits,
    /// or a third of the word). Letter case is ignored.
    public static func suggestion(for typed: String, among candidates: [String] = firstWords) -> String? {
        let word = typed.lowercased()
        guard !word.isEmpty else { return nil }
        let extensions = candidates.filter { $0.hasPrefix(word) }
        if extensions.count == 1 { return extensions[0] }
        let nearest = candidates.map { (word: $0, distance: RuleSuggestions.editDistance(word, $0)) }.min { $0.distance < $1.distance }
        guard let nearest, nearest.distance <= max(2, word.count / 3) else { return extensions.first }
        return nearest.word
    }
}
