import LifecycleWorkshop
import Testing

@Suite("The line editor: each key's effect, without a terminal")
struct LineEditorTests {
    /// The editor after typing `text` and then `keys`, with the outcome of the last key.
    func edit(_ text: String, _ keys: [EditorKey] = [], history: [String] = []) -> (LineEditor, LineEditor.Outcome) {
        var editor = LineEditor(history: history)
        var outcome = LineEditor.Outcome.editing
        for key in text.map(EditorKey.character) + keys { outcome = editor.apply(key) }
        return (editor, outcome)
    }

    @Test("typing inserts at the cursor; left, right, home and end move it")
    func movement() {
        let (editor, _) = edit("hme", [.left, .left, .character("o")])
        #expect(editor.line == "home" && editor.cursor == 2)
        #expect(edit("home", [.home]).0.cursor == 0)
        #expect(edit("home", [.home, .end]).0.cursor == 4)
        #expect(edit("home", [.home, .left]).0.cursor == 0, "left stops at the start")
        #expect(edit("home", [.right]).0.cursor == 4, "right stops at the end")
    }

    @Test("backspace and delete remove the characters before and under the cursor")
    func deletion() {
        #expect(edit("homee", [.backspace]).0.line == "home")
        #expect(edit("hhome", [.home, .delete]).0.line == "home")
        #expect(edit("home", [.home, .backspace]).0.line == "home", "backspace at the start does nothing")
        #expect(edit("home", [.delete]).0.line == "home", "delete at the end does nothing")
    }

    @Test("Ctrl-U, Ctrl-K and Ctrl-W delete to the start, to the end and the word before the cursor")
    func killing() {
        let (toStart, _) = edit("event fetch", [.left, .left, .left, .left, .left, .deleteToStart])
        #expect(toStart.line == "fetch" && toStart.cursor == 0)
        let (toEnd, _) = edit("event fetch", [.home, .right, .right, .right, .right, .right, .deleteToEnd])
        #expect(toEnd.line == "event" && toEnd.cursor == 5)
        let (word, _) = edit("change orientation  ", [.deleteWord])
        #expect(word.line == "change " && word.cursor == 7)
    }

    @Test("Ctrl-C clears the line; Ctrl-D ends on an empty line and deletes otherwise")
    func interruptAndEnd() {
        let (cleared, outcome) = edit("force-quit", [.interrupt])
        #expect(cleared.line.isEmpty && outcome == .editing)
        #expect(edit("", [.endOfInput]).1 == .ended)
        let (deleted, notEnded) = edit("xhome", [.home, .endOfInput])
        #expect(deleted.line == "home" && notEnded == .editing)
    }

    @Test("Enter submits the line and records it; up and down walk the history and keep the draft")
    func history() {
        let (editor, outcome) = edit("call", [.enter], history: ["launch"])
        #expect(outcome == .submitted("call") && editor.line.isEmpty && editor.history == ["launch", "call"])
        var walking = editor
        _ = walking.apply(.character("h"))
        _ = walking.apply(.up)
        #expect(walking.line == "call")
        _ = walking.apply(.up)
        #expect(walking.line == "launch")
        _ = walking.apply(.up)
        #expect(walking.line == "launch", "up stops at the oldest line")
        _ = walking.apply(.down)
        _ = walking.apply(.down)
        #expect(walking.line == "h" && walking.cursor == 1, "down past the newest line gives back the draft")
        let (repeated, _) = edit("call", [.enter], history: ["call"])
        #expect(repeated.history == ["call"], "a line that repeats the last is not recorded twice")
        let (blank, blankOutcome) = edit("   ", [.enter])
        #expect(blankOutcome == .submitted("   ") && blank.history.isEmpty)
    }

    @Test("the rendering redraws prompt and line, erases the rest and puts the cursor back")
    func rendering() {
        let (editor, _) = edit("home", [.left, .left])
        #expect(editor.rendering(prompt: "[active] > ") == "\r[active] > home\u{1B}[K\u{1B}[2D")
        #expect(edit("home").0.rendering(prompt: "> ") == "\r> home\u{1B}[K")
    }

    @Test("Tab completes a unique word with a space, extends a shared prefix and offers the choices")
    func tab() {
        #expect(edit("tap", [.tab]).0.line == "tap-icon ")
        let (shared, outcome) = edit("dec", [.tab])
        #expect(shared.line == "decline" && outcome == .choices(["decline-call", "decline"]))
        #expect(edit("event fe", [.tab]).0.line == "event fetch ")
        #expect(edit("zzz", [.tab]).0.line == "zzz")
    }
}
