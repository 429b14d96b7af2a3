import LifecycleModel

/// Low-memory warnings reach the app's view controllers as well as its delegate (APG-437).
/// Where the view controllers' warning stands relative to the app delegate's is free
/// (contract §8, unordered system actions); that it comes with the warning is fixed.
extension MemoryCases {
    static let viewControllerWarnings: [ConformanceCase] = [
        viewControllerWarning(
            "MEMORY-014", "a memory warning to the active app also reaches its view controllers",
            hint: "check that memory pressure calls didReceiveMemoryWarning on the app's view controllers, not only on the app delegate",
            app: ReferenceApp.Options(), setup: [.tapIcon]),
        viewControllerWarning(
            "MEMORY-015", "a memory warning to an app running in the background also reaches its view controllers",
            hint: "check that the view controllers of an app running in the background are warned of memory pressure too",
            app: .finishingWork, setup: [.tapIcon, .homeButton]),
    ]

    private static func viewControllerWarning(
        _ id: String, _ title: String, hint: String, app: ReferenceApp.Options, setup: [Stimulus], line: Int = #line
    ) -> ConformanceCase {
        ConformanceCase(
            id, title, hint: hint, app: app, areas: setup.count > 1 ? [.memoryPressure, .backgroundTasks] : [.memoryPressure], setup: setup,
            stimuli: [.memoryPressure(megabytes: 10)],
            checks: [
                CaseCheck(
                    "the view controllers receive didReceiveMemoryWarning with the warning", rules: ["APG-437"],
                    StimulusTrace.answers(0, include: "warned(view-controllers)"), line: line)
            ], line: line)
    }
}
