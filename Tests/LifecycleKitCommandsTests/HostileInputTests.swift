import Foundation
import LifecycleCommandLine
import Testing

/// Inputs a hostile tester tried: endless lines, absurd bounds, numbers in other notations,
/// empty names, an adapter that hangs. Each ends with one clear line and a non-zero exit,
/// quickly, without filling memory.
@Suite("Endless input, absurd bounds and a hanging adapter end with one clear line")
struct HostileInputTests {
    @Test(
        "out-of-range and non-decimal option values are mistakes (exit 2) naming the option",
        arguments: [
            (["check", "--case-timeout", "3601"], "--case-timeout"),
            (["check", "--case-timeout", "0x10"], "--case-timeout"),
            (["check", "--case-timeout", "inf"], "--case-timeout"),
            (["check", "--case-timeout", "nan"], "--case-timeout"),
            (["explore", "--adapter", "reference", "--steps", "1000001"], "--steps"),
            (["check", "--out", ""], "--out"),
        ])
    func boundsAndNotation(words: [String], option: String) {
        let (status, transcript) = KitTranscript.run(words)
        #expect(status == .usage)
        #expect(transcript.errors.first?.hasPrefix("error: \(option)") == true, "\(transcript.errors)")
    }

    @Test("a line of 100,000 bytes on simulate's standard input ends the session with exit 3 and the line named")
    func endlessSimulatorLine() throws {
        try #require(KitExecutable.isBuilt)
        let (status, errors) = try Self.shell("head -c 100000 /dev/zero | tr '\\\\0' a | '\(KitExecutable.url.path)' simulate")
        #expect(status == 3)
        #expect(errors.contains("error: <stdin>:1: line longer than 65536 bytes"))
    }

    @Test("report --events /dev/zero stops at once with exit 3 instead of reading forever")
    func endlessEventStream() throws {
        try #require(KitExecutable.isBuilt)
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let started = Date()
        let (status, errors) = try Self.shell("'\(KitExecutable.url.path)' report --events /dev/zero --out '\(scratch.url.path)/out'")
        #expect(status == 3)
        #expect(errors.contains("/dev/zero:1:"))
        #expect(Date().timeIntervalSince(started) < 60, "an endless input must be given up, not read to the end")
        #expect(!FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("out").path))
    }

    @Test("explore against an adapter that hangs ends with exit 3 after --stall-timeout, naming the adapter")
    func hangingAdapter() throws {
        try #require(KitExecutable.isBuilt)
        let (status, errors) = try Self.shell(
            "'\(KitExecutable.url.path)' explore --adapter misbehaving-hangs-on-answer-call --stall-timeout 1")
        #expect(status == 3)
        #expect(errors.contains("no progress for 1 s"))
        #expect(errors.contains("'misbehaving-hangs-on-answer-call'"))
    }

    /// Runs `command` with `/bin/sh`; its exit status and standard error.
    static func shell(_ command: String) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// Small command-line inconsistencies a hostile tester found.
@Suite("Command-line corners: letter case of case ids, words after --, stdin twice, help help")
struct CommandLineCornerTests {
    @Test("--case accepts a case id in any letter case, as cases and explain do")
    func caseInsensitiveCaseIDs() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let (status, transcript) = KitTranscript.run(["check", "--in-process", "--quiet", "--case", "launch-001", "--out", scratch.url.path + "/r"])
        #expect(status == .negative, "one case leaves most required rules untested")
        let lines = transcript.output.flatMap { $0.components(separatedBy: "\n") }
        #expect(lines.first == "reference 1.0: does not conform — 1 cases, 0 failed")
        #expect(lines.contains { $0.hasPrefix("  required: passed 6,") })
    }

    @Test("an option-like word after -- is named as such, with no suggestion to type the same thing")
    func wordsAfterDashes() {
        let (status, transcript) = KitTranscript.run(["check", "--", "--out", "x"])
        #expect(status == .usage)
        #expect(transcript.errors.first == "error: unexpected argument '--out': after --, words are not read as options; remove the --")
    }

    @Test("two inputs read from standard input are refused before anything is read")
    func standardInputTwice() {
        let (status, transcript) = KitTranscript.run(["report", "--events", "-", "--attestations", "-", "--out", "/nonexistent/r"])
        #expect(status == .usage)
        #expect(transcript.errors.first?.hasPrefix("error: --events and --attestations each read standard input ('-')") == true)
    }

    @Test("a misspelt program option gets the nearest one; an unknown language lists the codes with no guess")
    func programOptions() {
        let misspelt = KitTranscript.run(["--verison"])
        #expect(misspelt.status == .usage)
        #expect(misspelt.transcript.errors.first == "error: '--verison' is not a command; the command comes first; did you mean '--version'?")
        let language = KitTranscript.run(["rules", "--lang", "fr"])
        #expect(language.transcript.errors.first == "error: --lang must be one of: en, ko; got 'fr'")
    }

    @Test("help help prints the program's help; --version takes no other words")
    func helpAndVersion() {
        let help = KitTranscript.run(["help", "help"])
        #expect(help.status == .success && help.transcript.output.first?.hasPrefix("OVERVIEW: ") == true)
        let version = KitTranscript.run(["--version", "extra"])
        #expect(version.status == .usage)
        #expect(version.transcript.errors.first == "error: --version takes no other words, got 'extra'")
    }
}
