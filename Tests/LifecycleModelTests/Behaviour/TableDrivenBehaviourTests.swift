import LifecycleModel
import LifecycleSpec
import Testing

/// The reference app, except that it never calls the completion handler of a background
/// event: it keeps working until the system stops it.
private final class UnfinishedEventApp: AppSide {
    let app = ReferenceApp()
    private let events = Set(BackgroundEvent.allCases.map(\.callback))

    func handle(_ callback: Callback, receiver: Receiver, services: any SystemServices) -> CallbackResponse {
        var response = app.handle(callback, receiver: receiver, services: services)
        if events.contains(callback) { response.calledCompletionHandler = false }
        return response
    }

    func backgroundTaskWillExpire(_ token: BackgroundTaskToken, services: any SystemServices) -> Double {
        app.backgroundTaskWillExpire(token, services: services)
    }

    var holdings: AppHoldings { app.holdings }
    func resetProcess() { app.resetProcess() }
}

@Suite("Behaviour the tables decide: time budgets by callback, readings by row, duties by table", .citedRulesExist)
struct TableDrivenBehaviourTests {
    /// The state of a suspended app woken by `event` after it has worked on for `seconds`.
    private func stateAfterWaking(for event: BackgroundEvent, mode: BackgroundMode, working seconds: Double) throws -> AppState {
        let system = try ReferenceSystem()
        var configuration = Configuration()
        configuration.backgroundModes = [mode]
        configuration.sessionSendsLaunchEvents = true
        try system.configure(configuration, app: UnfinishedEventApp())
        for stimulus: Stimulus in [.tapIcon, .homeButton, .backgroundEvent(event), .wait(seconds: seconds)] { _ = try system.send(stimulus) }
        return system.state
    }

    @Test("[BGEXEC-150] an app woken for accessory data keeps about ten seconds to process it, then is suspended", .tags(.backgroundModes))
    func accessoryBudget() throws {
        #expect(try stateAfterWaking(for: .externalAccessory, mode: .externalAccessory, working: 9) == .background)
        #expect(try stateAfterWaking(for: .externalAccessory, mode: .externalAccessory, working: 10) == .suspended)
    }

    @Test("[BGEXEC-043] an app handling URL-session events keeps working for a while, and is suspended in the end", .tags(.backgroundModes))
    func urlSessionBudget() throws {
        #expect(try stateAfterWaking(for: .urlSessionComplete, mode: .fetch, working: 1) == .background)
        #expect(try stateAfterWaking(for: .urlSessionComplete, mode: .fetch, working: 600) == .suspended)
    }

    @Test("[APG-143, BGEXEC-225] an app that opts out has about five seconds in applicationWillTerminate:", .tags(.optOut, .termination))
    func optOutTerminationBudget() throws {
        var options = ReferenceApp.Options()
        options.callbackDurations = [.willTerminate: 6]
        let scenario = try Scenario({ $0.exitsOnSuspend = true }, app: options)
        try scenario.run(.tapIcon)
        #expect(try scenario.run(.homeButton).contains(.terminated(.watchdog)))
    }

    @Test(
        "[STATES-198, APG-117] under the reading where a force-quit gives notice, the app hears of its end and is still a force-quit app",
        .tags(.termination, .relaunch))
    func forceQuitWithNotice() throws {
        var options = ReferenceApp.Options()
        options.finishesWorkInBackground = true
        let scenario = try Scenario(
            {
                $0.forceQuitCallsWillTerminate = true
                $0.backgroundModes = [.fetch]
            }, app: options)
        try scenario.run(.tapIcon, .homeButton)
        let ending = try scenario.run(.forceQuit)
        #expect(TraceProjection.events(ending) == ["willTerminate@background", "post UIApplicationWillTerminateNotification", "terminated(user-force-quit)"])
        #expect(try scenario.run(.backgroundEvent(.fetch)) == [.eventDropped(.fetch, reason: .userForceQuit)])
    }

    @Test("[STATES-096] the reference app pauses its game on deactivation because the callback-duty table says so")
    func dutiesComeFromTheTable() throws {
        let copy = try CatalogCopy()
        defer { copy.remove() }
        try copy.replace(in: "callback-duties.json", #""duty": "game-paused","#, with: #""duty": "alerts-dismissed","#)
        let tables = try ModelTables(catalog: try copy.catalog())
        let system = ReferenceSystem(tables: tables)
        let app = ReferenceApp(tables: tables)
        try system.configure(Configuration(), app: app)
        _ = try system.send(.tapIcon)
        _ = try system.send(.incomingCall)
        #expect(app.holdings.gameRunning, "without the duty at applicationWillResignActive: the game goes on")
        #expect(app.holdings.runningTimers == 0, "the other duties of the callback are still done")
    }
}
