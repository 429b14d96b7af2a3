import LifecycleModel
import Testing

@Suite("Scripts are read whatever the editor's line ends, and errors quote at most 200 characters", .tags(.errors))
struct ScriptTextTests {
    static let expected: [Stimulus] = [.tapIcon, .homeButton, .wait(seconds: 30), .lock]

    @Test(
        "LF, CRLF, CR and a leading byte order mark read alike",
        arguments: [
            "tap-icon\nhome\nwait 30\nlock\n",
            "tap-icon\r\nhome\r\nwait 30\r\nlock\r\n",
            "\u{FEFF}tap-icon\r\nhome  # back\r\nwait 30\rlock",
        ])
    func lineEnds(script: String) throws {
        #expect(try StimulusScript.parseScript(script) == Self.expected)
    }

    @Test("line numbers count every kind of line end")
    func lineNumbers() {
        #expect(throws: LifecycleError(.invalidArgument, "tour.lifecycle:3: 'home' takes no argument")) {
            try StimulusScript.parseScript("\u{FEFF}tap-icon\r\n\rhome now\r\n", file: "tour.lifecycle")
        }
        #expect(StimulusScript.lines(of: "a\r\nb\rc\n\nd") == ["a", "b", "c", "", "d"])
        #expect(StimulusScript.lines(of: "a\n") == ["a", ""])
    }

    @Test("an unknown stimulus is quoted up to 200 characters, the rest counted")
    func longUnknownStimulus() {
        let word = String(repeating: "z", count: 1_000_000)
        #expect(
            throws: LifecycleError(
                .invalidArgument, "big.lifecycle:2: unknown stimulus '\(String(repeating: "z", count: 200))'… (999800 more characters)")
        ) {
            try StimulusScript.parseScript("tap-icon\n\(word) now\n", file: "big.lifecycle")
        }
    }
}
