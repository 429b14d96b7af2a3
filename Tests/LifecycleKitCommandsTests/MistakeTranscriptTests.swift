import LifecycleCommandLine
import LifecycleKitCommands
import Testing

@Suite("Typos and mistakes get one line naming the culprit, the nearest spelling and where the help is")
struct MistakeTranscriptTests {
    @Test(
        "a mistake never runs a command: exit 2 and two lines on standard error",
        arguments: [
            (["chek"], "error: unknown command 'chek'; did you mean 'check'?", "see 'lifecycle-kit --help'"),
            (
                ["check", "broken-silent-interruption-end"],
                "error: unexpected argument 'broken-silent-interruption-end'; did you mean '--adapter broken-silent-interruption-end'?",
                "see 'lifecycle-kit help check'"
            ),
            (["check", "-o", "/tmp/x"], "error: unknown option '-o' (options are spelled --name); did you mean '--out'?", "see 'lifecycle-kit help check'"),
            (["rules", "required"], "error: unexpected argument 'required'; did you mean '--level required'?", "see 'lifecycle-kit help rules'"),
            (["check", "--adaptor", "reference"], "error: unknown option '--adaptor'; did you mean '--adapter'?", "see 'lifecycle-kit help check'"),
            (
                ["check", "--adapter", "broken-silent"],
                "error: --adapter needs the name of a built-in adapter (see 'lifecycle-kit adapters'), got 'broken-silent'; did you mean 'broken-silent-interruption-end'?",
                "see 'lifecycle-kit help check'"
            ),
            (["simulate", "--ios", "abc"], "error: --ios needs an iOS version such as 12.0 or 13, got 'abc'", "see 'lifecycle-kit help simulate'"),
            (["simulate", "--scene"], "error: unknown option '--scene'; did you mean '--scenes'?", "see 'lifecycle-kit help simulate'"),
            (
                ["simulate", "--modes", "audio,fech"],
                "error: --modes needs one of audio, location, voip, fetch, remote-notification, newsstand-content, external-accessory, bluetooth-central, bluetooth-peripheral, got 'fech'; did you mean 'fetch'?",
                "see 'lifecycle-kit help simulate'"
            ),
            (
                ["check", "--case", "LAUNCH-01"], "error: --case 'LAUNCH-01' is not a case of the kit; did you mean 'LAUNCH-001'?",
                "see 'lifecycle-kit help check'"
            ),
            (
                ["check", "--case-timeout", "0"], "error: --case-timeout must be more than 0 and at most 3600 (an hour), got '0'",
                "see 'lifecycle-kit help check'"
            ),
            (["check", "--out"], "error: --out needs a value (DIR)", "see 'lifecycle-kit help check'"),
            (["diagram", "--format", "pdf"], "error: --format needs one of mermaid, dot, svg, got 'pdf'", "see 'lifecycle-kit help diagram'"),
            (
                ["explore", "--adapter", "broken-never-inactive", "--depth", "0"], "error: --depth must be at least 1, got '0'",
                "see 'lifecycle-kit help explore'"
            ),
            (
                ["explore", "--adapter", "broken-never-inactive", "--depth", "2", "--seed", "4"],
                "error: --steps and --seed belong to the random walk; add --walk", "see 'lifecycle-kit help explore'"
            ),
            (
                ["explore", "--adapter", "reference", "--configuration", "scene"],
                "error: --configuration needs one of default, scenes, no-multitasking, passcode, got 'scene'; did you mean 'scenes'?",
                "see 'lifecycle-kit help explore'"
            ),
            (["explain"], "error: missing RULE-ID", "see 'lifecycle-kit help explain'"),
            (["explain", "STATES-039", "STATES-040"], "error: unexpected argument 'STATES-040'", "see 'lifecycle-kit help explain'"),
            (
                ["rules", "--level", "requird"],
                "error: --level needs one of required, recommended, optional, extension, informative, got 'requird'; did you mean 'required'?",
                "see 'lifecycle-kit help rules'"
            ),
            (
                ["rules", "--category", "lunch"], "error: --category 'lunch' is not a category of the catalog; did you mean 'launch'?",
                "see 'lifecycle-kit help rules'"
            ),
            (["report", "--out", "x"], "error: missing --events FILE", "see 'lifecycle-kit help report'"),
            (["lint", "--spec", "/nonexistent/spec"], "error: --spec '/nonexistent/spec': no such folder", "see 'lifecycle-kit help lint'"),
            (["help", "chek"], "error: unknown command 'chek'; did you mean 'check'?", "see 'lifecycle-kit --help'"),
            (["--adapter", "reference"], "error: '--adapter' is not a command; the command comes first", "see 'lifecycle-kit --help'"),
        ] as [([String], String, String)])
    func mistake(words: [String], message: String, pointer: String) {
        let (status, transcript) = KitTranscript.run(words)
        #expect(status == .usage)
        #expect(transcript.errors == [message, pointer])
        #expect(transcript.output.isEmpty)
    }

    @Test("explain takes a rule id in any letter case")
    func explainLowerCase() {
        let (status, transcript) = KitTranscript.run(["explain", "states-039"])
        #expect(status == .success)
        #expect(transcript.output.first == "STATES-039")
    }

    @Test("an unknown rule id names the nearest ids")
    func unknownRule() {
        let (status, transcript) = KitTranscript.run(["explain", "STATES-039X"])
        #expect(status == .usage)
        #expect(transcript.errors.first?.hasPrefix("error: unknown rule 'STATES-039X'; did you mean: STATES-039") == true)
    }

    @Test("rules filters by level and counts what it lists")
    func rulesByLevel() {
        let (status, transcript) = KitTranscript.run(["rules", "--level", "required", "--category", "launch"])
        #expect(status == .success)
        let listed = transcript.output.dropLast().filter { !$0.hasPrefix(" ") }
        #expect(transcript.output.last?.hasPrefix("\(listed.count) of ") == true)
        #expect(listed.allSatisfy { $0.contains("[required,") && $0.contains(", launch,") })
    }

    @Test("the version names the kit and the adapter contract")
    func version() {
        let (status, transcript) = KitTranscript.run(["--version"])
        #expect(status == .success)
        #expect(transcript.output.first?.hasPrefix("lifecycle-kit 0.") == true)
        #expect(transcript.output.first?.contains("adapter contract") == true)
    }

    @Test("the internal worker command stays out of the main help")
    func hiddenWorker() {
        let help = KitTranscript.run(["--help"]).transcript.output.joined(separator: "\n")
        #expect(help.contains("check"))
        #expect(!help.contains("run-worker"))
    }
}
