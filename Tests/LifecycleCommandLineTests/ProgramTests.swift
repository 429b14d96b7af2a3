import LifecycleCommandLine
import Testing

@Suite("The program dispatches commands, answers help and version, and maps failures to exit statuses")
struct ProgramTests {
    @Test("an unknown command suggests the nearest one")
    func unknownCommand() {
        let (status, transcript) = Transcript.run(["sampel"])
        #expect(status == .usage)
        #expect(transcript.errors == ["error: unknown command 'sampel'; did you mean 'sample'?", "see 'kit --help'"])
    }

    @Test("an option before the command is a mistake, not a command name")
    func optionFirst() {
        let (status, transcript) = Transcript.run(["--verbose", "sample"])
        #expect(status == .usage)
        #expect(transcript.errors.first == "error: '--verbose' is not a command; the command comes first")
    }

    @Test("help COMMAND and COMMAND --help print the command's help; help alone the program's")
    func help() {
        let viaHelp = Transcript.run(["help", "sample"])
        let viaFlag = Transcript.run(["sample", "--verbose", "-h"])
        #expect(viaHelp.status == .success && viaFlag.status == .success)
        #expect(viaHelp.transcript.output == viaFlag.transcript.output)
        let text = viaHelp.transcript.output.joined(separator: "\n")
        #expect(text.contains("USAGE: kit sample [--adapter NAME] [--count N] [--seed N] [--colour VALUE] --input FILE"))
        #expect(text.contains("(default: reference)"))
        #expect(text.contains("(one of: red, green, blue)"))
        #expect(!text.contains("--secret"), "hidden options stay out of help")
        #expect(text.contains("EXIT STATUS:"))
        #expect(Transcript.run(["help"]).transcript.output.joined().contains("COMMANDS:"))
        #expect(Transcript.run(["help", "sampel"]).transcript.errors.first == "error: unknown command 'sampel'; did you mean 'sample'?")
    }

    @Test("--version prints the name and version")
    func version() {
        let (status, transcript) = Transcript.run(["--version"])
        #expect(status == .success)
        #expect(transcript.output == ["kit 1.2.3"])
    }

    @Test("no words at all print the help and exit 2")
    func nothing() {
        let (status, transcript) = Transcript.run([])
        #expect(status == .usage)
        #expect(transcript.output.joined().contains("COMMANDS:"))
    }

    @Test(
        "each failure maps to its exit status",
        arguments: [("usage", ExitCode.usage), ("negative", .negative), ("io", .couldNotComplete), ("other", .couldNotComplete)])
    func failures(way: String, status: ExitCode) {
        let (actual, transcript) = Transcript.run(["fail", "--way", way])
        #expect(actual == status)
        #expect(transcript.errors.first?.hasPrefix("error: ") == true)
    }
}

@Suite("Suggestions and terminal styling")
struct SuggestionAndStyleTests {
    @Test(
        "the nearest match prefers a unique completion, then a small edit distance",
        arguments: [
            ("chek", "check"), ("broken-silent", "broken-silent-interruption-end"), ("--adaptor", "--adapter"), ("CHECK", "check"),
            ("explian", "explain"),
        ])
    func nearest(typed: String, expected: String) {
        let candidates = ["check", "explain", "broken-silent-interruption-end", "broken-never-inactive", "--adapter", "--out"]
        #expect(NearestMatch.best(for: typed, among: candidates) == expected)
    }

    @Test("a word far from every candidate gets no suggestion")
    func farWord() {
        #expect(NearestMatch.best(for: "zebra", among: ["check", "lint"]) == nil)
    }

    @Test("colour only on a terminal and never with NO_COLOR")
    func colour() {
        let transcript = Transcript()
        #expect(transcript.context(terminal: true).style.bad("x") == "\u{1B}[31mx\u{1B}[0m")
        #expect(transcript.context(terminal: false).style.bad("x") == "x")
        #expect(transcript.context(environment: ["NO_COLOR": "1"], terminal: true).style.bad("x") == "x")
        #expect(transcript.context(environment: ["TERM": "dumb"], terminal: true).style.bad("x") == "x")
    }

    @Test("durations read as a person writes them")
    func durations() {
        #expect(ProgressLine.format(0.42) == "0.4 s")
        #expect(ProgressLine.format(12.4) == "12 s")
        #expect(ProgressLine.format(185) == "3 min 5 s")
    }
}
