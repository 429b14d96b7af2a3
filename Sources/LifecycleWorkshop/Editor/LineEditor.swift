/// The state of the line being edited (its text, the cursor, the history) and what each key
/// does to it. ``apply(_:)`` is a pure step: the same state and key always give the same
/// state and outcome, so the editing is tested without a terminal.
public struct LineEditor: Sendable, Hashable {
    /// What a key led to.
    public enum Outcome: Sendable, Hashable {
        /// The line changed, or the cursor moved, or nothing happened: redraw and read on.
        case editing
        /// Enter: the line is done.
        case submitted(String)
        /// Ctrl-D on an empty line: no more input.
        case ended
        /// Tab could not decide: these are the words that fit; list them and read on.
        case choices([String])
    }

    /// The characters of the line.
    public private(set) var characters: [Character] = []
    /// The cursor, as a number of characters from the start (0 … `characters.count`).
    public private(set) var cursor = 0
    /// The lines submitted before, oldest first; ↑ and ↓ walk through them.
    public private(set) var history: [String]
    /// Which history line is shown: `history.count` for the line being written.
    private var historyIndex: Int
    /// The line being written, kept while ↑ shows older ones.
    private var draft: [Character] = []

    /// An empty line with `history` to recall.
    public init(history: [String] = []) {
        self.history = history
        historyIndex = history.count
    }

    /// The line's text.
    public var line: String { String(characters) }

    /// Applies one key.
    public mutating func apply(_ key: EditorKey) -> Outcome {
        switch key {
        case .character(let character):
            characters.insert(character, at: cursor)
            cursor += 1
        case .left: cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .home: cursor = 0
        case .end: cursor = characters.count
        case .backspace:
            guard cursor > 0 else { break }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete: deleteUnderCursor()
        case .up: recall(historyIndex - 1)
        case .down: recall(historyIndex + 1)
        case .tab: return complete()
        case .enter: return submit()
        case .deleteToStart:
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .deleteToEnd: characters.removeSubrange(cursor...)
        case .deleteWord: deleteWordBeforeCursor()
        case .interrupt: replace(with: [])
        case .endOfInput:
            guard !characters.isEmpty else { return .ended }
            deleteUnderCursor()
        case .ignored: break
        }
        return .editing
    }

    private mutating func deleteUnderCursor() {
        if cursor < characters.count { characters.remove(at: cursor) }
    }

    /// Deletes the spaces before the cursor, then the word before them.
    private mutating func deleteWordBeforeCursor() {
        var start = cursor
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        characters.removeSubrange(start..<cursor)
        cursor = start
    }

    private mutating func replace(with new: [Character]) {
        characters = new
        cursor = new.count
        historyIndex = history.count
    }

    /// Shows history line `index` (or the draft past the newest), keeping the draft.
    private mutating func recall(_ index: Int) {
        guard index >= 0, index <= history.count, index != historyIndex else { return }
        if historyIndex == history.count { draft = characters }
        historyIndex = index
        characters = index == history.count ? draft : Array(history[index])
        cursor = characters.count
    }

    /// Ends the line: a line with text joins the history (unless it repeats the last one).
    private mutating func submit() -> Outcome {
        let text = line
        if text.contains(where: { !$0.isWhitespace }) && history.last != text { history.append(text) }
        replace(with: [])
        draft = []
        return .submitted(text)
    }

    private mutating func complete() -> Outcome {
        let completion = TabCompletion.complete(line, cursor: cursor)
        characters = Array(completion.line)
        cursor = completion.cursor
        return completion.choices.count > 1 ? .choices(completion.choices) : .editing
    }

    /// What a terminal is sent to show the line after `prompt`: back to the line's start,
    /// the prompt and the text, the rest of the screen line erased, the cursor put back.
    public func rendering(prompt: String) -> String {
        let back = characters.count - cursor
        return "\r" + prompt + line + "\u{1B}[K" + (back > 0 ? "\u{1B}[\(back)D" : "")
    }
}
