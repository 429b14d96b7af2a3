/// A key the line editor acts on, decoded from the bytes a terminal sends.
public enum EditorKey: Sendable, Hashable {
    /// A character to insert.
    case character(Character)
    /// ← or Ctrl-B: one character left.
    case left
    /// → or Ctrl-F: one character right.
    case right
    /// Home or Ctrl-A: to the start of the line.
    case home
    /// End or Ctrl-E: to the end of the line.
    case end
    /// Backspace: deletes the character before the cursor.
    case backspace
    /// Delete: deletes the character under the cursor.
    case delete
    /// ↑ or Ctrl-P: the previous line of the history.
    case up
    /// ↓ or Ctrl-N: the next line of the history.
    case down
    /// Tab: completes the word before the cursor.
    case tab
    /// Enter: submits the line.
    case enter
    /// Ctrl-U: deletes from the start of the line to the cursor.
    case deleteToStart
    /// Ctrl-K: deletes from the cursor to the end of the line.
    case deleteToEnd
    /// Ctrl-W: deletes the word before the cursor.
    case deleteWord
    /// Ctrl-C: clears the line.
    case interrupt
    /// Ctrl-D: ends the session on an empty line, deletes the character under the cursor otherwise.
    case endOfInput
    /// A key the editor does nothing with (an unknown escape sequence, Alt-something).
    case ignored
}
