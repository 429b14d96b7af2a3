import Testing
import LifecycleModel

/// An app that begins background tasks on demand and may forget to end them.
final class TaskApp: AppSide {
    var tokens: [BackgroundTaskToken] = []
    var endsInExpirationHandler = true
    var tasksToBegin = 1
    var tryInWillTerminate = false
    var remainingSeen: [Double] = []
    private(set) var holdings = AppHoldings()

    func handle(_ callback: Callback, receiver: Receiver, services: any SystemServices) -> CallbackResponse {
        switch callback {
        case .didEnterBackground:
            for index in 0..<tasksToBegin { tokens.append(services.beginBackgroundTask(named: "upload-\(index)")) }
            remainingSeen.append(services.backgroundTimeRemaining)
        case .didBecomeActive:
            remainingSeen.append(services.backgroundTimeRemaining)
        case .willTerminate where tryInWillTerminate:
            tokens.append(services.beginBackgroundTask(named: "too-late"))
        default:
            break
        }
        return .immediate
    }

    func backgroundTaskWillExpire(_ token: BackgroundTaskToken, services: any SystemServices) -> Double {
        if endsInExpirationHandler { services.endBackgroundTask(token) }
        return 0
    }

    func resetProcess() {}
}

@Suite("Finite-length background tasks", .tags(.backgroundTask), .citedRulesExist)
struct BackgroundTaskTests {
    func scenario(_ app: TaskApp) throws -> ReferenceSystem {
        let system = try ReferenceSystem()
        try system.configure(Configuration(), app: app)
        _ = try system.send(.tapIcon)
        return system
    }

    @Test("[BGEXEC-016] every beginBackgroundTask returns a new, unique, valid token", .tags(.required))
    func uniqueTokens() throws {
        let app = TaskApp()
        app.tasksToBegin = 3
        let system = try scenario(app)
        _ = try system.send(.homeButton)
        #expect(app.tokens.count == 3)
        #expect(Set(app.tokens).count == 3)
        #expect(app.tokens.allSatisfy { $0.isValid })
        #expect(system.state == .background, "an outstanding task postpones suspension")
    }

    @Test("[BGEXEC-013] ending the last task lets the system suspend the app", .tags(.required))
    func endingLastTaskSuspends() throws {
        let app = TaskApp()
        let system = try scenario(app)
        _ = try system.send(.homeButton)
        system.endBackgroundTask(app.tokens[0])
        _ = try system.send(.wait(seconds: 1))
        #expect(system.state == .suspended)
    }

    @Test("[BGEXEC-019, BGEXEC-029] the expiration handler runs before time runs out, and ending the task there avoids termination", .tags(.required))
    func expirationHandlerBeforeDeadline() throws {
        let app = TaskApp()
        let system = try scenario(app)
        _ = try system.send(.homeButton)
        let trace = try system.send(.wait(seconds: 10_000))
        #expect(trace.contains(.expirationHandlerCalled(app.tokens[0])))
        #expect(!trace.contains(.terminated(.backgroundTaskOverrun)))
        #expect(system.state == .suspended)
    }

    @Test("[BGEXEC-019] a task still running when time runs out gets the app terminated", .tags(.required))
    func overrunTerminates() throws {
        let app = TaskApp()
        app.endsInExpirationHandler = false
        let system = try scenario(app)
        _ = try system.send(.homeButton)
        let trace = try system.send(.wait(seconds: 10_000))
        #expect(trace.contains(.expirationHandlerCalled(app.tokens[0])))
        #expect(trace.last == .terminated(.backgroundTaskOverrun))
        #expect(system.state == .notRunning)
    }

    @Test("[APG-090] backgroundTimeRemaining is finite in the background and unlimited in the foreground", .tags(.required))
    func remainingTime() throws {
        let app = TaskApp()
        let system = try scenario(app)
        _ = try system.send(.homeButton)
        _ = try system.send(.wait(seconds: 10))
        #expect(system.backgroundTimeRemaining.isFinite)
        #expect(system.backgroundTimeRemaining < app.remainingSeen[0])
        system.endBackgroundTask(app.tokens[0])
        _ = try system.send(.wait(seconds: 1))
        _ = try system.send(.tapIcon)
        #expect(app.remainingSeen.last == .infinity)
    }

    @Test("[STATES-208] no extra background time can be had from applicationWillTerminate:", .tags(.required))
    func noExtensionFromWillTerminate() throws {
        let app = TaskApp()
        app.tryInWillTerminate = true
        let system = try scenario(app)
        _ = try system.send(.homeButton)
        let trace = try system.send(.systemTerminate)
        #expect(trace.contains(.backgroundTaskRefused))
        #expect(app.tokens.last == .invalid)
        #expect(system.state == .notRunning)
    }
}
