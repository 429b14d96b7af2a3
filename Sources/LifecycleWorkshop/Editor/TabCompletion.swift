/// Tab completion of the simulator's words: the first word of a line completes to a session
/// command or a stimulus, the word after `event`, `change` or `push` to what may follow it.
/// One match completes (with a space after it at the end of the line); several extend the
/// word to what they share, and are offered as choices.
public enum TabCompletion {
    /// The result of completing: the new line and cursor, and the words that fit.
    public struct Result: Sendable, Hashable {
        /// The line after completion.
        public let line: String
        /// The cursor after completion.
        public let cursor: Int
        /// Every word that fits what was typed (one when the completion was certain).
        public let choices: [String]
    }

    /// Completes the word that ends at `cursor` in `line`.
    public static func complete(_ line: String, cursor: Int) -> Result {
        let characters = Array(line)
        var start = cursor
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        let typed = String(characters[start..<cursor]).lowercased()
        let before = String(characters[..<start]).split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        let candidates: [String]
        switch before.count {
        case 0: candidates = SessionVocabulary.firstWords
        case 1: candidates = SessionVocabulary.arguments(after: before[0]) ?? []
        default: candidates = []
        }
        let choices = candidates.filter { $0.hasPrefix(typed) }
        guard let first = choices.first else { return Result(line: line, cursor: cursor, choices: []) }
        var completed = choices.dropFirst().reduce(first) { common, word in String(zip(common, word).prefix { $0 == $1 }.map(\.0)) }
        let atEnd = cursor == characters.count
        if choices.count == 1 && atEnd { completed += " " }
        let newCharacters = Array(characters[..<start]) + Array(completed) + Array(characters[cursor...])
        return Result(line: String(newCharacters), cursor: start + completed.count, choices: choices)
    }
}
