import LifecycleCommandLine
import Testing

@Suite("Declared parameters are parsed, validated and nothing is ignored")
struct ParsingTests {
    @Test("values, defaults, lists, flags and the positional argument reach the command")
    func fullParse() {
        let (status, transcript) = Transcript.run([
            "sample", "--input", "in.txt", "--count=5", "--palette", "red,blue", "--palette", "green", "--verbose", "there",
        ])
        #expect(status == .success)
        #expect(
            transcript.output == [
                "adapter=reference count=5 seed=none colour=red input=in.txt", "palette=red+blue+green verbose=true target=there seedGiven=false",
            ])
    }

    @Test("an optional option reads as absent, and says when it was given")
    func optionalValue() {
        let (_, transcript) = Transcript.run(["sample", "--input", "x", "--seed", "42"])
        #expect(transcript.output.first == "adapter=reference count=3 seed=42 colour=red input=x")
        #expect(transcript.output.last?.hasSuffix("seedGiven=true") == true)
    }

    @Test("`--` ends the options; `-` alone and negative numbers are words, not options")
    func endOfOptions() {
        #expect(Transcript.run(["sample", "--input", "-", "--", "--verbose"]).transcript.output.last?.contains("target=--verbose") == true)
        #expect(Transcript.run(["sample", "--input", "x", "-"]).transcript.output.last?.contains("target=-") == true)
        let negative = Transcript.run(["sample", "--input", "x", "--count", "-2"])
        #expect(negative.status == .usage)
        #expect(negative.transcript.errors.first == "error: --count must be at least 1, got '-2'")
    }

    @Test(
        "each mistake is one line naming the culprit, with the nearest spelling, then where the help is",
        arguments: [
            (["sample", "--input", "x", "--adaptor", "y"], "error: unknown option '--adaptor'; did you mean '--adapter'?"),
            (["sample", "--input", "x", "-a", "y"], "error: unknown option '-a' (options are spelled --name); did you mean '--adapter'?"),
            (["sample", "--input", "x", "one", "two"], "error: unexpected argument 'two'"),
            (["sample", "--input", "x", "--colour", "blu"], "error: --colour needs one of red, green, blue, got 'blu'; did you mean 'blue'?"),
            (["sample"], "error: missing --input FILE"),
            (["sample", "--input"], "error: --input needs a value (FILE)"),
            (["sample", "--input", "--verbose"], "error: --input needs a value (FILE), got the option '--verbose'"),
            (["sample", "--input", "x", "--verbose=yes"], "error: --verbose takes no value"),
            (["sample", "--input", "x", "--adapter", "a", "--adapter", "b"], "error: --adapter is given 2 times; give it once"),
            (["sample", "--input", "x", "--count", "many"], "error: --count needs a whole number, got 'many'"),
            (["sample", "--input", "x", "--palette", "red,,blue"], "error: --palette has an empty item in 'red,,blue'"),
            (["sample", "--input", "x", "--secret2"], "error: unknown option '--secret2'"),
        ] as [([String], String)])
    func mistakes(words: [String], message: String) {
        let (status, transcript) = Transcript.run(words)
        #expect(status == .usage)
        #expect(transcript.errors == [message, "see 'kit help sample'"])
        #expect(transcript.output.isEmpty, "nothing runs after a usage mistake")
    }

    @Test("a stray word that is an option's value suggests the option")
    func strayValue() {
        let (status, transcript) = Transcript.run(["sample", "--input", "x", "there", "green"])
        #expect(status == .usage)
        #expect(transcript.errors.first == "error: unexpected argument 'green'; did you mean '--colour green'?")
    }

    @Test("a huge or control-laden word is quoted short and escaped")
    func quoting() {
        let long = String(repeating: "x", count: 5000)
        let (_, transcript) = Transcript.run(["sample", "--input", "x", "--count", long])
        let line = transcript.errors.first ?? ""
        #expect(line.count < 300)
        #expect(line.contains("… (4800 more characters)"))
        #expect(quotedArgument("a\u{1B}[31mb\n") == "a\\u{1b}[31mb\\u{a}")
    }
}
