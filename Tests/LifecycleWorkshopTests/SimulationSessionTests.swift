import Foundation
import LifecycleConformance
import LifecycleModel
import LifecycleSpec
import Testing

@Suite("Workshop: the simulator session, its explanations and `explain`")
struct WorkshopTests {
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
        #expect(nonsense.lines == ["  error: unknown stimulus 'dance' (type help for the stimuli)"])
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
        #expect(throws: LifecycleError(.invalidArgument, "tour.lifecycle:3: unknown stimulus 'fly'")) {
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
        for row in ["RL-009", "TR-003", "BM-004", "TR-057"] {
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

    @Test("the tour script runs cleanly from launch to termination")
    func tour() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../docs/workshop/scripts/tour.lifecycle")
        let text = try String(contentsOf: url, encoding: .utf8)
        var lines: [String] = []
        try ScriptRunner.run(text, file: "tour.lifecycle", in: try session()) { lines.append($0) }
        #expect(!lines.contains { $0.hasPrefix("  refused:") || $0.hasPrefix("  error:") })
        for expected in [
            "  notify    UIDeviceOrientationDidChangeNotification", "  ended     terminated: memory-pressure (no callback)",
            "  ended     terminated: user-force-quit (no callback)", "  snapshot  taken (sensitive content hidden)",
        ] {
            #expect(lines.contains(expected), "the tour does not show: \(expected)")
        }
    }

    @Test("explain gives the statement, section path, source, table rows, conflict and cases of a rule")
    func explain() throws {
        let catalog = try #require(Self.catalog)
        let lines = try #require(RuleExplanation("APG-268", catalog: catalog)).lines
        #expect(lines.first == "APG-268")
        #expect(lines.contains { $0.hasPrefix("level:        required") })
        #expect(lines.contains { $0.contains("The Background Transition Cycle") && $0.hasPrefix("section:") })
        #expect(lines.contains { $0.hasPrefix("source:       guide: ") } && lines.contains { $0.hasPrefix("seed:") && $0.contains(", line ") })
        #expect(lines.contains { $0.hasPrefix("  transitions TR-047  active + lock") })
        #expect(lines.contains("  CONFLICT-SLEEP-WAKE-STATE: App state and applicationState after the Sleep/Wake button locks the device"))
        #expect(lines.contains("    model default: APG-268 (this rule)"))
        #expect(lines.contains { $0.contains("selected by setting sleepWakeBehaviour") })
        #expect(lines.contains { $0.hasPrefix("  INTERRUPT-007  ") })
        let launch = try #require(RuleExplanation("states-039", catalog: catalog)).lines
        #expect(launch.contains { $0.hasPrefix("section:      states.managing-state-changes.launch-cycle") })
        #expect(launch.contains { $0.hasPrefix("  transitions TR-001  ") } && launch.contains { $0.hasPrefix("  LAUNCH-001  ") })
        let sameAs = try #require(RuleExplanation("APG-340", catalog: catalog)).lines
        #expect(sameAs.contains { $0.hasPrefix("  APG-317  ") })
    }

    @Test("an unknown rule id names the nearest ids, by prefix and by edit distance")
    func suggestions() throws {
        let catalog = try #require(Self.catalog)
        #expect(RuleExplanation("STATES-39", catalog: catalog) == nil)
        let message = RuleExplanation.unknownRuleMessage("STATES-39", catalog: catalog)
        #expect(message == "unknown rule 'STATES-39'; did you mean: STATES-039, STATES-139, STATES-009?")
        #expect(RuleSuggestions.nearest(to: "apg-34", in: catalog.rules.map(\.id)) == ["APG-340", "APG-341", "APG-342"])
        #expect(RuleSuggestions.nearest(to: "SCENE-0O5", in: catalog.rules.map(\.id)).first == "SCENE-005")
        #expect(RuleSuggestions.editDistance("kitten", "sitting") == 3)
        #expect(RuleSuggestions.editDistance("", "abc") == 3)
    }

    @Test(
        "on random walks every callback from a transition row is explained by a matched row",
        arguments: [
            DifferentialExplorer.defaultConfiguration, .scenes, .with { $0.deviceSupportsMultitasking = false }, .with { $0.exitsOnSuspend = true },
            .with {
                $0.sleepWakeBehaviour = .inactive
                $0.forceQuitCallsWillTerminate = true
                $0.backgroundLaunchPassesInactive = true
                $0.backgroundModes = [.fetch, .remoteNotification]
            },
        ])
    func matcherCoversRandomWalks(_ configuration: Configuration) throws {
        let tables = try ModelTables.bundled()
        let matcher = TransitionMatcher(tables: tables, configuration: configuration)
        let system = ReferenceSystem(tables: tables)
        try system.configure(configuration, app: ReferenceApp())
        let alphabet = DifferentialExplorer.defaultAlphabet + [.appSwitch, .openURL, .systemChange(.locale, value: 3)]
        let outsideRows = Set(BackgroundEvent.allCases.map(\.callback) + [.didReceiveLocalNotification])
        var generator = SplitMix64(seed: 7)
        var problems: [String] = []
        for step in 0..<3000 {
            let stimulus = alphabet[Int(generator.next() % UInt64(alphabet.count))]
            let before = system.state
            guard let observations = try? system.send(stimulus) else { continue }
            let rows = matcher.firedRows(by: stimulus, from: before, observations: observations)
            let tableCallbacks = observations.filter {
                guard case .callback(let callback, _, let state) = $0 else { return false }
                return !outsideRows.contains(callback) && !(callback == .didReceiveMemoryWarning && state == .background)
            }
            let skipped = observations.filter { $0 == .urlOpenSkipped }.count
            let changedState = observations.contains { if case .stateChanged = $0 { true } else { false } }
            if rows.reduce(0, { $0 + $1.steps.count }) - skipped != tableCallbacks.count || (changedState && rows.last?.to != system.state) {
                problems.append("step \(step): \(stimulus.name) from \(before.rawValue) matched \(rows.map(\.id))")
            }
        }
        #expect(problems.isEmpty, "\(problems.count) unexplained steps, first: \(problems.prefix(3))")
    }

    @Test("statements are shortened at a word break with a mark")
    func shortening() {
        #expect(RuleNotes.shortened("short") == "short")
        let long = String(repeating: "word ", count: 40)
        let short = RuleNotes.shortened(long)
        #expect(short.hasSuffix("word…") && short.count <= 101)
    }
}
