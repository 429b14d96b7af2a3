import Testing
import LifecycleModel

@Suite("Memory pressure, watchdog and termination paths", .tags(.termination, .memory), .citedRulesExist)
struct TerminationAndMemoryTests {
    @Test("the foreground app gets a memory warning and keeps running", .tags(.required))
    func memoryWarningInForeground() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        let events = TraceProjection.events(try scenario.trace(.memoryPressure(megabytes: 10)))
        #expect(events.first == "didReceiveMemoryWarning@active")
        #expect(scenario.system.state == .active)
    }

    @Test("suspended apps are purged largest first: a small suspended app survives when a larger one frees enough", .tags(.required))
    func largestFootprintFirst() throws {
        var options = ReferenceApp.Options()
        options.memoryFootprintMegabytes = 50
        let scenario = try Scenario({ $0.otherSuspendedAppFootprints = [200, 20] }, app: options)
        try scenario.run(.tapIcon, .homeButton)
        try scenario.run(.memoryPressure(megabytes: 150))
        #expect(scenario.system.state == .suspended)
        let trace = try scenario.trace(.memoryPressure(megabytes: 260))
        #expect(trace.contains(.terminated(.memoryPressure)))
        #expect(scenario.system.state == .notRunning)
    }

    @Test("[STATES-200, STATES-201] a launch over its time budget is killed by the watchdog", .tags(.required), arguments: [4.0, 6.0])
    func launchWatchdog(duration: Double) throws {
        var options = ReferenceApp.Options()
        options.callbackDuration = duration / 2
        let scenario = try Scenario(app: options)
        let trace = try scenario.trace(.tapIcon)
        #expect(trace.contains(.terminated(.watchdog)) == (duration > 5))
    }

    @Test("a didEnterBackground that runs past its budget gets the app killed", .tags(.required))
    func didEnterBackgroundWatchdog() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        scenario.app.options.callbackDuration = 6
        let trace = try scenario.trace(.homeButton)
        #expect(trace.contains(.terminated(.watchdog)))
        #expect(scenario.system.state == .notRunning)
    }

    @Test("[STATES-201] an applicationWillTerminate: past its budget ends as a watchdog kill", .tags(.required))
    func willTerminateWatchdog() throws {
        var options = ReferenceApp.Options()
        options.finishesWorkInBackground = true
        let scenario = try Scenario(app: options)
        try scenario.run(.tapIcon, .homeButton)
        scenario.app.options.callbackDuration = 6
        #expect(try scenario.trace(.systemTerminate).last == .terminated(.watchdog))
    }

    @Test("an app doing OpenGL ES work in the background is terminated", .tags(.required))
    func glInBackgroundKilled() throws {
        let app = GLKeepingApp()
        let system = try ReferenceSystem()
        try system.configure(Configuration(), app: app)
        _ = try system.send(.tapIcon)
        #expect(try system.send(.homeButton).last == .terminated(.glInBackground))
    }
}

/// An app that keeps rendering with OpenGL ES after entering the background.
final class GLKeepingApp: AppSide {
    var holdings = AppHoldings()
    func handle(_ callback: Callback, receiver: Receiver, services: any SystemServices) -> CallbackResponse {
        if callback == .didBecomeActive { holdings.glWorkActive = true }
        return .immediate
    }
    func backgroundTaskWillExpire(_ token: BackgroundTaskToken, services: any SystemServices) -> Double { 0 }
    func resetProcess() { holdings = AppHoldings() }
}
