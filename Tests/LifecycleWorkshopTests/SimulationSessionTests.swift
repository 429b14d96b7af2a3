import Foundation
import LifecycleModel
import LifecycleSpec
import LifecycleWorkshop
import Testing

@Suite("The simulator session: steps, explanations, help and scripts")
struct SimulationSessionTests {
    static let catalog = try? CatalogLoader.loadBundled()

    func session(_ configuration: Configuration = Configuration()) throws -> SimulationSession {
        try SimulationSession.bundled(configuration: configuration)
    }

    func transcript(_ script: String, configuration: Configuration = Configuration()) throws -> [String] {
        var lines: [String] = []
        try ScriptRunner.run(script, file: "test.lifecycle", in: try session(configuration)) { lines.append($0) }
        return lines
    }

    @Test("a scripted launch shows the callbacks, applicationState inside each, the new state and the explaining rules")
    func launchTranscript() throws {
        let lines = try transcript("tap-icon  # launch\nhome\n")
        #expect(lines.first == "[not-running] > tap-icon  # launch")
        let willFinish = try #require(lines.firstIndex { $0.contains("application:willFinishLaunchingWithOptions:") })
        #expect(lines[willFinish].contains("app delegate") && lines[willFinish].contains("(applicationState inactive)"))
        let didFinish = try #require(lines.firstIndex { $0.contains("application:didFinishLaunchingWithOptions:") })
        #expect(didFinish > willFinish && lines[didFinish].contains("(applicationState inactive)"))
        #expect(lines.contains("  notify    UIApplicationDidFinishLaunchingNotification"))
        #expect(lines.contains("  state     not-running -> inactive"))
        #expect(lines.contains("  now: active (applicationState active)"))
        #expect(lines.contains { $0.hasPrefix("    TR-001  transitions: not-running + launch-foreground [scenes: false] -> active") })
        for rule in ["STATES-039", "STATES-043", "APG-056", "APG-057"] {
            #expect(lines.contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix(rule + " ") }, "rule \(rule) is not explained")
        }
        #expect(lines.contains("[active] > home"))
        #expect(lines.contains { $0.hasPrefix("    TR-016  ") } && lines.contains { $0.hasPrefix("    TR-057  ") })
        #expect(lines.contains("  now: suspended (applicationState background)"))
    }

    @Test("a nonsense stimulus gets one line and the session goes on; so does one the model refuses")
    func nonsenseAndRefusal() throws {
        let session = try session()
        let nonsense = session.respond(to: "dance wildly")
        #expect(nonsense.lines == ["  error: unknown stimulus or command 'dance' (type help for the stimuli)"])
        #expect(nonsense.unreadable && !nonsense.quit)
        let refused = session.respond(to: "decline")
        #expect(refused.lines.count == 1 && refused.lines[0].hasPrefix("  refused: 'decline-call' makes no sense while the app is not-running"))
        #expect(session.respond(to: "memory-pressure 0").lines.count == 1)
        _ = session.respond(to: "launch")
        #expect(session.state == .active)
        #expect(session.respond(to: "state").lines == ["  now: active (applicationState active)"])
        #expect(session.respond(to: "  # a comment").lines.isEmpty)
        #expect(session.respond(to: "quit").quit)
    }

    @Test("a bad script line names file:line and nothing runs")
    func badScriptLine() throws {
        var emitted: [String] = []
        #expect(throws: LifecycleError(.invalidArgument, "tour.lifecycle:3: unknown stimulus or command 'fly'")) {
            try ScriptRunner.run("tap-icon\n# fine\nfly away\n", file: "tour.lifecycle", in: try session()) { emitted.append($0) }
        }
        #expect(emitted.isEmpty)
        #expect(throws: LifecycleError.self) { try ScriptRunner.check("wait soon", file: "x") }
    }

    @Test("the rows behind scenes, the inactive Sleep/Wake reading, queued notifications and a background relaunch")
    func explainingRows() throws {
        let scenes = try transcript("tap-icon", configuration: .scenes)
        #expect(scenes.contains { $0.contains("scene delegate") && $0.contains("sceneDidBecomeActive:") })
        #expect(scenes.contains { $0.hasPrefix("    TR-002  ") })
        let sleepWake = try transcript("tap-icon\nlock\nunlock", configuration: .with { $0.sleepWakeBehaviour = .inactive })
        #expect(sleepWake.contains { $0.hasPrefix("    TR-045  ") } && sleepWake.contains { $0.hasPrefix("    TR-051  ") })
        let queued = try transcript("tap-icon\nhome\nchange orientation 3\ntap-icon")
        #expect(queued.filter { $0.hasPrefix("    QN-002  ") }.count == 2, "queued while suspended, then delivered on waking")
        #expect(queued.contains { $0.hasPrefix("    TR-008  ") })
        let relaunch = try transcript("event fetch", configuration: .with { $0.backgroundModes = [.fetch] })
        for row in ["RL-009", "TR-003", "TR-057"] {
            #expect(relaunch.contains { $0.hasPrefix("    \(row)  ") }, "\(row) does not explain the relaunch")
        }
        #expect(try transcript("tap-icon\nbanner").contains { $0.hasPrefix("    TR-040  ") })
    }

    @Test("help tries every stimulus on a copy and leaves the session as it was")
    func help() throws {
        let session = try session()
        _ = session.respond(to: "launch")
        let lines = session.respond(to: "help").lines
        let accepted = try #require(lines.firstIndex(of: "  accepted now (the app is active):"))
        let refused = try #require(lines.firstIndex(of: "  refused now:"))
        let home = try #require(lines.firstIndex { $0.hasPrefix("    home ") })
        #expect(accepted < home && home < refused && lines[home].hasSuffix("TR-016 -> background, then TR-057 -> suspended"))
        let tap = try #require(lines.firstIndex { $0.hasPrefix("    tap-icon ") })
        #expect(tap > refused && lines[tap].hasSuffix("the app is already on screen, so its icon cannot be tapped"))
        #expect(session.state == .active && session.history == [.tapIcon])
    }

    @Test("the tour script, English and Korean, runs cleanly from launch to termination", arguments: ["tour.lifecycle", "tour.ko.lifecycle"])
    func tour(script: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/workshop/scripts/\(script)")
        let text = try String(contentsOf: url, encoding: .utf8)
        var lines: [String] = []
        try ScriptRunner.run(text, file: script, in: try session()) { lines.append($0) }
        #expect(!lines.contains { $0.hasPrefix("  refused:") || $0.hasPrefix("  error:") })
        for expected in [
            "  notify    UIDeviceOrientationDidChangeNotification", "  ended     terminated: memory-pressure (no callback)",
            "  ended     terminated: user-force-quit (no callback)", "  snapshot  taken (sensitive content hidden)",
        ] {
            #expect(lines.contains(expected), "the tour does not show: \(expected)")
        }
        if script == "tour.ko.lifecycle" {
            let english = try String(contentsOf: url.deletingLastPathComponent().appendingPathComponent("tour.lifecycle"), encoding: .utf8)
            let stimuli = { (text: String) in text.split(separator: "\n").filter { !$0.hasPrefix("#") && !$0.isEmpty } }
            #expect(stimuli(text) == stimuli(english), "the Korean tour plays the same stimuli as the English one")
        }
    }

    @Test("statements are shortened at a word break with a mark")
    func shortening() {
        #expect(RuleNotes.shortened("short") == "short")
        let long = String(repeating: "word ", count: 40)
        let short = RuleNotes.shortened(long)
        #expect(short.hasSuffix("word…") && short.count <= 101)
    }
}
