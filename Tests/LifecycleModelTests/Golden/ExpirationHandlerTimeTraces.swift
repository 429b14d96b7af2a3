import LifecycleModel
import Testing

/// Golden traces, written by hand from the Background Execution chapter's note on expiration
/// handlers: the handler runs shortly before the background time is up, the app's end is near
/// when it does, so a handler that takes long is still running when the time runs out.
@Suite("Golden traces of the time an expiration handler takes", .tags(.golden, .required), .citedRulesExist)
struct ExpirationHandlerTimeTraces {
    static func scenario(handlerSeconds: Double) throws -> Scenario {
        var options = ReferenceApp.Options()
        options.finishesWorkInBackground = true
        options.expirationHandlerDuration = handlerSeconds
        let scenario = try Scenario(app: options)
        try scenario.run(.tapIcon, .homeButton)
        return scenario
    }

    @Test("[BGEXEC-027, APG-089] a brief handler ends its task and the app is suspended, not ended")
    func briefHandler() throws {
        let scenario = try Self.scenario(handlerSeconds: 0.5)
        let trace = try scenario.trace(.wait(seconds: 3600))
        #expect(trace.contains { if case .expirationHandlerCalled = $0 { true } else { false } })
        #expect(!trace.contains { if case .terminated = $0 { true } else { false } })
        #expect(scenario.system.state == .suspended)
    }

    @Test("[BGEXEC-027, APG-089] a handler that takes ten seconds is still running when the time is up: the app is ended")
    func slowHandler() throws {
        let scenario = try Self.scenario(handlerSeconds: 10)
        let trace = try scenario.trace(.wait(seconds: 3600))
        #expect(trace.contains(.terminated(.expirationHandlerOverrun)))
        #expect(!trace.contains(.terminated(.backgroundTaskOverrun)), "the task itself was ended in the handler")
        #expect(scenario.system.state == .notRunning)
    }
}
