import LifecycleCommandLine
import Testing

/// Text from outside the kit (a script line, a file name, an event stream's message) could
/// carry escape sequences that clear the screen or retitle the window; what the kit prints
/// shows them as visible escapes and keeps its own colours.
@Suite("What the kit prints cannot drive the terminal")
struct TerminalSafetyTests {
    @Test("a title-setting sequence, a bell, a NUL and a carriage return are shown as escapes")
    func escapesControls() {
        #expect(TerminalSafety.safe("a\u{1B}]0;owned\u{07}b") == "a\\u{1B}]0;owned\\u{7}b")
        #expect(TerminalSafety.safe("x\u{0}y\rz") == "x\\u{0}y\\u{D}z")
        #expect(TerminalSafety.safe("clear\u{1B}[2J") == "clear\\u{1B}[2J")
    }

    @Test("line feeds, tabs, plain text and colour sequences stay as they are")
    func keepsTextAndColours() {
        let coloured = "\u{1B}[1;31mfailed\u{1B}[0m\tline\nnext 한국어"
        #expect(TerminalSafety.safe(coloured) == coloured)
    }
}
