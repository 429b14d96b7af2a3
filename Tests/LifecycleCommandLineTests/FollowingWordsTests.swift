import LifecycleCommandLine
import Testing

/// A command whose list option takes the words after it: `gather --files a b c --verbose`.
struct GatherCommand: ParsableCommand {
    static let configuration = CommandConfiguration(name: "gather", abstract: "gathers files")

    @OptionList(help: "the files", valueName: "FILE", takesFollowingWords: true) var files: [String]
    @Option(help: "where", valueName: "DIR") var out = "here"
    @Flag(help: "say more") var verbose

    func run(_ context: CommandContext) throws -> ExitCode {
        context.out("files=\(files.joined(separator: "+")) out=\(out) verbose=\(verbose)")
        return .success
    }
}

@Suite("A list option that takes the words after it")
struct FollowingWordsTests {
    static func run(_ words: [String]) -> (status: ExitCode, transcript: Transcript) {
        let transcript = Transcript()
        let program = CommandProgram(name: "kit", version: "1", abstract: "tests", commands: [GatherCommand.self])
        return (program.run(words, context: transcript.context()), transcript)
    }

    @Test("takes every word up to the next option, also when repeated or comma-separated")
    func takesWords() {
        #expect(Self.run(["gather", "--files", "a", "b", "c", "--out", "x"]).transcript.output == ["files=a+b+c out=x verbose=false"])
        #expect(Self.run(["gather", "--verbose", "--files", "a", "b"]).transcript.output == ["files=a+b out=here verbose=true"])
        #expect(Self.run(["gather", "--files", "a,b", "c", "--files", "d"]).transcript.output == ["files=a+b+c+d out=here verbose=false"])
        #expect(Self.run(["gather", "--files", "-", "b"]).transcript.output == ["files=-+b out=here verbose=false"], "- is standard input, a word")
    }

    @Test("still needs a first value, and says so in one line")
    func needsValue() {
        let (status, transcript) = Self.run(["gather", "--files", "--verbose"])
        #expect(status == .usage)
        #expect(transcript.errors.first == "error: --files needs a value (FILE), got the option '--verbose'")
    }

    @Test("help shows that several words follow")
    func help() {
        let (_, transcript) = Self.run(["help", "gather"])
        #expect(transcript.output.contains { $0.contains("--files FILE FILE…") })
    }
}
