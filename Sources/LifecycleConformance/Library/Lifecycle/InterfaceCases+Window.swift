import LifecycleModel

/// The app's half of loading the interface (app side, contract §10): the window and its views
/// are ready by the end of the finish-launching methods (APG-205, STATES-065; row CD-058); a
/// nib-based app has installed the main nib's contents in willFinishLaunching (STATES-059;
/// CD-060); an app that restores state has its window there (APG-342; CD-059); the app's own
/// Info.plist names one main interface file at most (STATES-060, `InfoPlistChecks`).
extension InterfaceCases {
    static let window: [ConformanceCase] = [
        ConformanceCase(
            "INTERFACE-101", "the app has its window and views ready for display when the finish-launching methods are done", subject: .app,
            hint:
                "check that the window is created and its root view controller and views set up in application:willFinishLaunchingWithOptions: or application:didFinishLaunchingWithOptions:",
            areas: [.appDuties], stimuli: [.tapIcon],
            checks: [.duty("the window holds its content and its views are ready when didFinishLaunching returns", rules: ["APG-205", "STATES-065"])]),
        ConformanceCase(
            "INTERFACE-102", "a nib-based app installs the main nib's contents in its window in willFinishLaunching", subject: .app,
            hint: "check that application:willFinishLaunchingWithOptions: puts the objects loaded from the main nib into the window",
            configuration: .with { $0.mainNibFile = "MainWindow" }, areas: [.appDuties], stimuli: [.tapIcon],
            checks: [.duty("the main nib's contents are in the window when willFinishLaunching returns", rules: ["STATES-059"])]),
        ConformanceCase(
            "INTERFACE-103", "an app that restores its state has its window when willFinishLaunching returns", subject: .app,
            hint:
                "check that an app opting in to state restoration creates its window in application:willFinishLaunchingWithOptions:, before restoration needs it",
            areas: [.appDuties, .stateRestoration], stimuli: [.tapIcon],
            checks: [CaseCheck("an app that opts in to restoration has a window when willFinishLaunching returns", rules: ["APG-342"], windowForRestoration)]),
        ConformanceCase(
            "INTERFACE-104", "the app's Info.plist names a main storyboard or a main nib, not both", subject: .app,
            hint: "check the Info.plist: keep UIMainStoryboardFile or NSMainNibFile, and remove the other",
            stimuli: [.tapIcon],
            checks: [
                CaseCheck(
                    "UIMainStoryboardFile and NSMainNibFile are not both set", rules: ["STATES-060"],
                    .check("one main interface file") { evidence in
                        let violated = evidence.infoPlistFindings.violations.filter { $0.ruleID == "STATES-060" }
                        return violated.isEmpty ? nil : violated.map(\.description).joined(separator: "; ")
                    })
            ]),
    ]

    /// The duty of row CD-059 is met when it falls due; it falls due only for an app that opts
    /// in to state restoration, and an app that does not is not asked.
    static let windowForRestoration = CaseExpectation.check("window available for restoration") { evidence in
        guard evidence.optsIntoStateRestoration else { return nil }
        let due = evidence.duties.filter { $0.rules.contains("APG-342") }
        if due.isEmpty { return "no duty carrying APG-342 fell due during the run" }
        let broken = due.filter { !$0.met }.map { "duty broken: \($0)" }
        return broken.isEmpty ? nil : broken.joined(separator: "; ")
    }
}
