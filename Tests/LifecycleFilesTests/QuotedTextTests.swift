import LifecycleFiles
import Testing

@Suite("User text is quoted in messages on one line and at most 200 characters")
struct QuotedTextTests {
    @Test("short text is quoted whole")
    func shortText() {
        #expect(QuotedText.quoted("tap-icon") == "'tap-icon'")
        #expect(QuotedText.quoted(String(repeating: "é", count: 200)) == "'" + String(repeating: "é", count: 200) + "'")
    }

    @Test("control characters are escaped, so the message stays one line")
    func controlCharacters() {
        #expect(QuotedText.quoted("a\nb\r\tc\u{1B}[0m\u{FEFF}") == #"'a\nb\r\tc\u{1B}[0m\u{FEFF}'"#)
    }

    @Test("past the limit the rest is elided with its length")
    func longText() {
        let text = String(repeating: "x", count: 5_000_000)
        #expect(QuotedText.quoted(text) == "'" + String(repeating: "x", count: 200) + "'… (4999800 more characters)")
        #expect(QuotedText.quoted("abcd", limit: 3) == "'abc'… (1 more character)")
        #expect(QuotedText.quoted("ab€d"[...], limit: 2) == "'ab'… (2 more characters)")
    }
}
