import Foundation
import LifecycleCommandLine
import Testing

@Suite("simulate as a student runs it: piped input, --step, --adapter, --svg, and explore's script replayed")
struct SimulateCommandTests {
    @Test("piped lines are echoed after the prompt; typos get a suggestion; undo goes back one stimulus")
    func pipedSession() {
        let (status, transcript) = KitTranscript.run(["simulate"], input: "LAUNCH\nhom\nhome\nundo\nquit\n")
        #expect(status == .success)
        let output = transcript.output
        #expect(output.first?.hasPrefix("simulating the reference system and app: iOS 12.0") == true)
        #expect(!output.contains { $0.contains("Tab completes") }, "no editor hints without a terminal")
        #expect(output.contains("[not-running] > LAUNCH"))
        #expect(output.contains("  error: unknown stimulus or command 'hom'; did you mean 'home'? (type help for the stimuli)"))
        #expect(output.contains("[suspended] > undo"))
        #expect(output.contains("  undone: home (1 earlier stimulus replayed from the start)"))
        #expect(output.contains("  now: active (applicationState active)"))
    }

    @Test("--step without a terminal is a usage error, and so is --step without --script")
    func stepNeedsTerminal() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let script = scratch.url.appendingPathComponent("two.lifecycle")
        try "tap-icon\nhome\n".write(to: script, atomically: true, encoding: .utf8)
        let (status, transcript) = KitTranscript.run(["simulate", "--script", script.path, "--step"])
        #expect(status == .usage)
        #expect(transcript.errors.first?.contains("--step waits for Enter on a terminal, and there is none here") == true)
        #expect(transcript.output.isEmpty, "nothing ran")
        let (piped, pipedTranscript) = KitTranscript.run(["simulate", "--script", "-", "--step"], input: "tap-icon\n")
        #expect(piped == .usage && pipedTranscript.output.isEmpty)
        #expect(KitTranscript.run(["simulate", "--step"]).status == .usage)
    }

    @Test("--adapter shows, per step, whether the adapter did the same, and side by side where it did not")
    func adapter() {
        let (status, transcript) = KitTranscript.run(
            ["simulate", "--adapter", "broken-silent-interruption-end", "--script", "-"], input: "launch\ncall\ndecline\n")
        #expect(status == .success)
        let output = transcript.output
        let same = output.filter { $0 == "  adapter broken-silent-interruption-end: the same as the reference (compared through the observation contract)" }
        #expect(same.count == 2)
        let differs = output.firstIndex { $0.hasPrefix("  adapter broken-silent-interruption-end: DIFFERS") }
        #expect(differs.map { output[$0 + 2].hasPrefix("    >> didBecomeActive@active") } == true)
        #expect(output.last == "adapter broken-silent-interruption-end: differed from the reference at 1 of 3 stimuli")
        let (appOnly, appOnlyTranscript) = KitTranscript.run(["simulate", "--adapter", "no-such-adapter"])
        #expect(appOnly == .usage && appOnlyTranscript.errors.first?.contains("--adapter") == true)
    }

    @Test("--svg and --html are rewritten after every step; the SVG marks the state reached")
    func liveFiles() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let svg = scratch.url.appendingPathComponent("live.svg").path
        let html = scratch.url.appendingPathComponent("live.html").path
        let (status, _) = KitTranscript.run(["simulate", "--svg", svg, "--html", html], input: "launch\nhome\n")
        #expect(status == .success)
        let picture = try String(contentsOfFile: svg, encoding: .utf8)
        #expect(picture.contains("data-state=\"suspended\"") && picture.contains("class=\"edge taken\" data-from=\"background\" data-to=\"suspended\""))
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.contains("http-equiv=\"refresh\"") && page.contains("[active] &gt; home"))
        let (refused, transcript) = KitTranscript.run(["simulate", "--svg", scratch.url.appendingPathComponent("missing/live.svg").path])
        #expect(refused == .usage && transcript.errors.first?.hasPrefix("error: --svg ") == true)
    }

    @Test("explore --script writes a counterexample that simulate replays as is, directives and modes included")
    func exploreScriptReplays() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let file = scratch.url.appendingPathComponent("counterexample.lifecycle").path
        let (explored, exploration) = KitTranscript.run(
            ["explore", "--adapter", "broken-silent-interruption-end", "--depth", "3", "--script", file, "--quiet"])
        #expect(explored == .negative)
        #expect(exploration.output.contains("counterexample written to \(file); replay it with: lifecycle-kit simulate --script \(file)"))
        let script = try String(contentsOfFile: file, encoding: .utf8)
        #expect(script.contains("configure modes fetch,remote-notification,voip\n"))
        let (replayed, replay) = KitTranscript.run(["simulate", "--script", file, "--adapter", "broken-silent-interruption-end"])
        #expect(replayed == .success)
        #expect(
            replay.output.first
                == "iOS 12.0; app delegate only; multitasking; background modes: fetch, remote-notification, voip; no passcode; Sleep/Wake reading: background")
        #expect(replay.output.contains { $0.hasPrefix("counterexample: adapter 'broken-silent-interruption-end' diverges") }, "the header comment is narration")
        #expect(replay.output.last == "adapter broken-silent-interruption-end: differed from the reference at 1 of 3 stimuli")
        #expect(KitTranscript.run(["explore", "--adapter", "reference", "--script", file, "--out", file]).status == .usage)
    }
}
