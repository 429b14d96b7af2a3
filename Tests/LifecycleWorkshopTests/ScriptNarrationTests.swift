import LifecycleModel
import LifecycleWorkshop
import Testing

@Suite("Scripts: narration from comment lines, a pause before each stimulus, the plain session loop")
struct ScriptNarrationTests {
    let script = """
        # A short tour.
        #
        #   indented stays indented

        # Launch it.
        tap-icon  # the echo keeps this
        state
        # Leave.
        home
        """

    @Test("comment lines are narration, a blank line a paragraph break, and the echoed lines keep their comments")
    func narration() throws {
        var narrated: [String] = []
        var output: [String] = []
        let playback = ScriptRunner.Playback(emit: { output.append($0) }, narrate: { narrated.append($0) })
        try ScriptRunner.run(script, file: "short.lifecycle", in: try SimulationSession.bundled(), playback: playback)
        #expect(narrated == ["A short tour.", "", "  indented stays indented", "Launch it.", "Leave."])
        #expect(output.first == "", "the paragraph break after the opening narration")
        #expect(output.contains("[not-running] > tap-icon  # the echo keeps this"))
        #expect(output.contains("[active] > state") && output.contains("[active] > home"))
        let items = try ScriptRunner.items(script, file: "short.lifecycle")
        #expect(items.first == .narration("A short tour.") && items[3] == .paragraphBreak)
    }

    @Test("the pause comes before each stimulus only, and stopping there ends the run")
    func pause() throws {
        var asked: [String] = []
        var output: [String] = []
        let playback = ScriptRunner.Playback(
            emit: { output.append($0) },
            pause: { line in
                asked.append(line.text)
                return asked.count < 2
            })
        let session = try SimulationSession.bundled()
        try ScriptRunner.run(script, file: "short.lifecycle", in: session, playback: playback)
        #expect(asked == ["tap-icon  # the echo keeps this", "home"], "no pause before 'state', a session command")
        #expect(session.state == .active && !output.contains("[active] > home"))
    }

    @Test("the plain loop echoes each line after the prompt and stops at quit")
    func loop() throws {
        var output: [String] = []
        let session = try SimulationSession.bundled()
        SessionLoop.run(session, source: TextLineSource("Launch\r\n\nhom\nquit\nhome\n"), emit: { output.append($0) })
        #expect(output.first == "[not-running] > Launch")
        #expect(
            output.contains("[active] > hom") && output.contains("  error: unknown stimulus or command 'hom'; did you mean 'home'? (type help for the stimuli)")
        )
        #expect(session.state == .active, "nothing after quit runs")
        #expect(!output.contains("[active] > quit"), "quit prints nothing")
    }
}
