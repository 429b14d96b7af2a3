import Testing
import LifecycleModel

@Suite("Launching, and launching to open a URL", .tags(.launch), .citedRulesExist)
struct LaunchAndURLTests {
    @Test("[APG-405] a URL launch runs both launch methods, then the URL handler, then activation", .tags(.required))
    func urlLaunch() throws {
        let scenario = try Scenario()
        let events = TraceProjection.events(try scenario.trace(.openURL)).filter { !$0.hasPrefix("post ") }
        #expect(events == ["willFinishLaunching@inactive", "didFinishLaunching@inactive", "openURL@inactive", "didBecomeActive@active"])
    }

    @Test("[APG-406] when a launch method returns false the URL handler is not called", .tags(.required))
    func declinedURLLaunch() throws {
        var options = ReferenceApp.Options()
        options.launchMethodsReturn = false
        let scenario = try Scenario(app: options)
        let trace = try scenario.trace(.openURL)
        #expect(!TraceProjection.events(trace).contains { $0.hasPrefix("openURL") })
        #expect(trace.contains(.urlOpenSkipped))
        #expect(scenario.system.state == .active)
    }

    @Test("a URL sent to a suspended app brings it forward: willEnterForeground, openURL, didBecomeActive", .tags(.required))
    func urlToSuspendedApp() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .homeButton)
        let events = TraceProjection.events(try scenario.trace(.openURL)).filter { !$0.hasPrefix("post ") }
        #expect(events == ["willEnterForeground@background", "openURL@inactive", "didBecomeActive@active"])
    }

    @Test("[STATES-041] willEnterForeground is never sent during a launch", .tags(.required))
    func noWillEnterForegroundAtLaunch() throws {
        let scenario = try Scenario()
        #expect(!TraceProjection.events(try scenario.trace(.tapIcon)).contains { $0.hasPrefix("willEnterForeground") })
    }
}
