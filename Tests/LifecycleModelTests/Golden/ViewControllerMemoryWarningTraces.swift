import LifecycleModel
import Testing

/// Golden traces, written by hand from the App Programming Guide's advice on low-memory
/// warnings: the system passes a warning to the app delegate and to the view controllers
/// alike, each through its own method.
@Suite("Golden traces of memory warnings to view controllers", .tags(.golden, .required), .citedRulesExist)
struct ViewControllerMemoryWarningTraces {
    @Test("[APG-437] the active app: the app delegate's warning and the view controllers' warning, each once")
    func activeApp() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        let trace = try scenario.trace(.memoryPressure(megabytes: 10))
        #expect(trace.contains(.callback(.didReceiveMemoryWarning, receiver: .appDelegate, applicationState: .active)))
        #expect(trace.filter { $0 == .memoryWarningToViewControllers }.count == 1)
    }

    @Test("[APG-437, BGEXEC-220] an app running in the background: its view controllers are warned too")
    func backgroundApp() throws {
        var options = ReferenceApp.Options()
        options.finishesWorkInBackground = true
        let scenario = try Scenario(app: options)
        try scenario.run(.tapIcon, .homeButton)
        let trace = try scenario.trace(.memoryPressure(megabytes: 10))
        #expect(trace.contains(.memoryWarningToViewControllers))
    }

    @Test("[APG-437] a suspended app runs no code, so nothing in it is warned: it is purged or left alone")
    func suspendedApp() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .homeButton)
        #expect(scenario.system.state == .suspended, "premise")
        #expect(!(try scenario.trace(.memoryPressure(megabytes: 10))).contains(.memoryWarningToViewControllers))
    }
}
