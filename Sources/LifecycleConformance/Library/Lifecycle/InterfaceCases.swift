import LifecycleModel

/// Loading the interface at launch (INTERFACE): the main storyboard or nib the Info.plist
/// names is loaded during the launch, a storyboard's initial view controller installed in the
/// window, a nib's contents only loaded; the window is shown, and its view controller told its
/// view will appear, once the activation callback has returned; a launch into the background
/// loads the file and shows nothing; a device held in landscape has the root view controller
/// rotate before the window shows. Judged through contract §13.
enum InterfaceCases {
    static let all: [ConformanceCase] = [storyboardLaunch, nibLaunch, backgroundLaunch, landscapeLaunch] + window

    static let storyboard = Configuration.with { $0.mainStoryboardFile = "Main" }

    static let storyboardLaunch = ConformanceCase(
        "INTERFACE-001", "a storyboard app's launch loads the main storyboard, installs its initial view controller and shows the window after activation",
        hint:
            "check that the launch reads UIMainStoryboardFile, loads that storyboard, puts its initial view controller in the window, and shows the window only once applicationDidBecomeActive: has returned",
        configuration: storyboard, areas: [.interfaceLoading], stimuli: [.tapIcon],
        checks: [
            CaseCheck(
                "the launch loads the storyboard named by UIMainStoryboardFile", rules: ["STATES-056", "LIFECYCLE-009", "STATES-062"],
                .inOrder(["interface-loaded(storyboard:Main)"], filter: .interface)),
            CaseCheck(
                "the storyboard's initial view controller is installed in the window", rules: ["APG-206", "STATES-057"],
                .inOrder(["interface-loaded(storyboard:Main)", "root-installed"], filter: .interface)),
            CaseCheck(
                "the window is made visible once applicationDidBecomeActive: has returned", rules: ["SCENE-023"],
                .inOrder(["didBecomeActive@*", "window-visible"], filter: .interface)),
            CaseCheck(
                "viewWillAppear: reaches the window's view controller once applicationDidBecomeActive: has returned", rules: ["SCENE-024"],
                .inOrder(["didBecomeActive@*", "view-will-appear"], filter: .interface)),
        ])

    static let nibLaunch = ConformanceCase(
        "INTERFACE-002", "a nib app's launch loads the main nib and leaves installing its contents to the app",
        hint: "check that the launch reads NSMainNibFile, loads that nib, and does not put anything in the window itself",
        configuration: .with { $0.mainNibFile = "MainWindow" }, areas: [.interfaceLoading], stimuli: [.tapIcon],
        checks: [
            CaseCheck(
                "the launch loads the nib named by NSMainNibFile", rules: ["STATES-056", "STATES-062"],
                .inOrder(["interface-loaded(nib:MainWindow)"], filter: .interface)),
            CaseCheck(
                "the nib's contents are loaded but no view controller is installed in the window", rules: ["STATES-058"],
                .all([.inOrder(["interface-loaded(nib:MainWindow)"], filter: .interface), .excludes(["root-installed"], filter: .interface)])),
        ])

    static let backgroundLaunch = ConformanceCase(
        "INTERFACE-003", "a launch into the background loads the interface file but does not show the window",
        hint: "check that a launch for a background event still loads the main interface file and leaves the window hidden",
        configuration: .with {
            $0.mainNibFile = "MainWindow"
            $0.backgroundModes = [.fetch]
        }, areas: [.backgroundEvents, .interfaceLoading], stimuli: [.backgroundEvent(.fetch)],
        checks: [
            CaseCheck(
                "the background launch loads the main interface file and does not make the window visible", rules: ["APG-215", "STATES-042"],
                .all([.inOrder(["interface-loaded(nib:MainWindow)"], filter: .interface), .excludes(["window-visible"], filter: .interface)]))
        ])

    static let landscapeLaunch = ConformanceCase(
        "INTERFACE-004", "a launch with the device held in landscape rotates the root view controller before the window shows",
        hint: "check that the root view controller is asked to rotate to the device's orientation before the window is made visible",
        configuration: .with {
            $0.mainStoryboardFile = "Main"
            $0.deviceOrientationAtLaunch = .landscape
        }, areas: [.interfaceLoading], stimuli: [.tapIcon],
        checks: [
            CaseCheck(
                "the root view controller rotates to the device's orientation before the window is made visible", rules: ["STATES-070"],
                .inOrder(["root-rotated", "window-visible"], filter: .interface))
        ])
}
