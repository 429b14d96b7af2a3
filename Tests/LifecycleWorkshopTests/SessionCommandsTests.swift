import LifecycleModel
import LifecycleWorkshop
import Testing

@Suite("Session input: letter case, suggestions for mistyped words, undo and reset")
struct SessionCommandsTests {
    func session(app: ReferenceApp.Options = .init()) throws -> SimulationSession {
        try SimulationSession.bundled(configuration: Configuration(), app: app)
    }

    @Test("letter case does not matter, for stimuli, their words and session commands")
    func caseInsensitive() throws {
        #expect(try SessionInput.parse("TAP-ICON") == .stimulus(.tapIcon))
        #expect(try SessionInput.parse("Event Fetch") == .stimulus(.backgroundEvent(.fetch)))
        #expect(try SessionInput.parse("Change ORIENTATION 3  # turn") == .stimulus(.systemChange(.orientation, value: 3)))
        #expect(try SessionInput.parse("UNDO") == .undo)
        #expect(try SessionInput.parse("Reset") == .reset)
        #expect(try SessionInput.parse("QUIT") == .quit)
    }

    @Test("a mistyped word gets the nearest stimulus or command, a mistyped argument the nearest argument")
    func suggestions() {
        func message(_ line: String) -> String? {
            do {
                _ = try SessionInput.parse(line)
                return nil
            } catch {
                return error.message
            }
        }
        #expect(message("hom") == "unknown stimulus or command 'hom'; did you mean 'home'?")
        #expect(message("tap-icn") == "unknown stimulus or command 'tap-icn'; did you mean 'tap-icon'?")
        #expect(message("rset") == "unknown stimulus or command 'rset'; did you mean 'reset'?")
        #expect(message("Undoo") == "unknown stimulus or command 'undoo'; did you mean 'undo'?")
        #expect(message("xylophone") == "unknown stimulus or command 'xylophone'")
        #expect(message("event fecth") == "'event' does not know 'fecth'; did you mean 'event fetch'?")
        #expect(message("undo 2") == "'undo' takes no argument")
        let long = String(repeating: "q", count: 500)
        #expect((message(long) ?? "").count < 120, "a long word is quoted in part")
    }

    @Test("undo replays every stimulus but the last from the start; undo with nothing sent says so")
    func undo() throws {
        let session = try session()
        #expect(session.respond(to: "undo").lines == ["  nothing to undo: no stimulus has been sent yet"])
        _ = session.respond(to: "launch")
        _ = session.respond(to: "call")
        _ = session.respond(to: "home")
        #expect(session.state == .suspended)
        let undone = session.respond(to: "undo").lines
        #expect(undone == ["  undone: home (2 earlier stimuli replayed from the start)", "  now: inactive (applicationState inactive)"])
        #expect(session.history == [.tapIcon, .incomingCall])
        #expect(session.lastStep?.stimulus == .incomingCall && session.lastStep?.stateAfter == .inactive)
        _ = session.respond(to: "decline")
        #expect(session.state == .active, "the interruption shown over the app came back with the replay")
    }

    @Test("a refused stimulus is undone like any other, and reset goes back to a freshly booted device")
    func resetAndRefused() throws {
        let session = try session()
        _ = session.respond(to: "launch")
        _ = session.respond(to: "answer")
        #expect(session.history == [.tapIcon, .answerCall])
        #expect(session.respond(to: "undo").lines.first == "  undone: answer-call (1 earlier stimulus replayed from the start)")
        #expect(session.state == .active)
        #expect(session.respond(to: "reset").lines == ["  reset: the device has just booted; the app is not running", "  now: not-running"])
        #expect(session.state == .notRunning && session.history.isEmpty && session.lastStep == nil)
        var notified = 0
        session.observe { _ in notified += 1 }
        _ = session.respond(to: "launch")
        _ = session.respond(to: "undo")
        _ = session.respond(to: "reset")
        #expect(notified == 3, "observers hear of every step, undo and reset")
    }

    @Test("each step shows the duties that fell due: a call must stop the timers, a GL app in the background breaks one")
    func duties() throws {
        let session = try session()
        _ = session.respond(to: "launch")
        let call = session.respond(to: "call").lines
        let due = try #require(call.firstIndex(of: "    by the end of applicationWillResignActive: (callback-duties)"))
        #expect(call[due + 1].hasPrefix("      met     timers-stopped, "))
        #expect(call.contains("  duties (what the app must have done, and whether it did):"))
        #expect(try #require(session.lastStep).duties.contains { $0.duty == .timersStopped && $0.met && $0.rowID == "CD-001" })
        let careless = try self.session(app: ReferenceApp.Options.with { $0.keepsGLWorkInBackground = true })
        _ = careless.respond(to: "launch")
        let home = careless.respond(to: "home").lines
        #expect(home.contains { $0.hasPrefix("      BROKEN  no-gl-work  (CD-012; if broken: terminate; rules STATES-133, APG-122, BGEXEC-191, …)") })
        #expect(home.contains("    on entering the background (responsible-background-duties)"))
        let touch = careless.respond(to: "state").lines
        #expect(!touch.contains { $0.contains("duties") }, "state shows no duties")
    }
}

extension ReferenceApp.Options {
    /// The default options changed by `change`.
    static func with(_ change: (inout ReferenceApp.Options) -> Void) -> ReferenceApp.Options {
        var options = ReferenceApp.Options()
        change(&options)
        return options
    }
}
