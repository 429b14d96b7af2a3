import LifecycleModel
import Testing

/// The app's half of loading the interface, written from the launch-time section of the App
/// States chapter and the restoration checklist: the window and views are ready by the end of
/// the finish-launching methods; a nib-based app installs the main nib's contents in
/// willFinishLaunching; an app that restores state has its window there.
@Suite("The app prepares its window at launch", .tags(.required), .citedRulesExist)
struct WindowDutyTests {
    /// An app that creates its window but never puts anything in it.
    final class EmptyWindowApp: AppSide {
        var holdings = AppHoldings()
        func handle(_ callback: Callback, receiver: Receiver, services: any SystemServices) -> CallbackResponse {
            if callback == .willFinishLaunching { holdings.window = .empty }
            return .immediate
        }
        func backgroundTaskWillExpire(_ token: BackgroundTaskToken, services: any SystemServices) -> Double { 0 }
        func resetProcess() { holdings = AppHoldings() }
        func receive(_ notification: NotificationName, services: any SystemServices) {}
    }

    static func launch(_ app: any AppSide, _ configure: (inout Configuration) -> Void = { _ in }) throws -> [DutyFinding] {
        var configuration = Configuration()
        configure(&configuration)
        let checker = DutyCheckingApp(wrapping: app, tables: try ModelTables.bundled(), configuration: configuration)
        let system = try ReferenceSystem()
        try system.configure(configuration, app: checker)
        checker.observe(try system.send(.tapIcon))
        return checker.findings.filter { $0.duty == .windowReady || $0.duty == .windowAvailable }
    }

    @Test("[APG-205, STATES-065] the window is ready when didFinishLaunching returns; an empty one is caught there")
    func readyAfterLaunchMethods() throws {
        let reference = try Self.launch(ReferenceApp())
        #expect(reference.map(\.dueAt) == ["application:didFinishLaunchingWithOptions:"], "only the end of the launch methods")
        #expect(reference.allSatisfy { $0.met })
        let empty = try Self.launch(EmptyWindowApp())
        #expect(empty.count == 1 && !empty[0].met && Set(empty[0].rules) == ["APG-205", "STATES-065"])
        let scenes = try Self.launch(EmptyWindowApp()) {
            $0.iosVersion = .init(13, 0)
            $0.linkedSDKVersion = .init(13, 0)
            $0.appSupportsScenes = true
        }
        #expect(scenes.isEmpty, "a scene-based app builds its window when its scene connects, which the documents do not describe")
    }

    @Test("[STATES-059] a nib-based app has the main nib's contents in its window when willFinishLaunching returns")
    func nibInstalledInWillFinish() throws {
        let findings = try Self.launch(EmptyWindowApp()) { $0.mainNibFile = "MainWindow" }
        let atWillFinish = findings.filter { $0.dueAt == "application:willFinishLaunchingWithOptions:" }
        #expect(atWillFinish.count == 1 && !atWillFinish[0].met && atWillFinish[0].rules == ["STATES-059"])
        let storyboard = try Self.launch(EmptyWindowApp()) { $0.mainStoryboardFile = "Main" }
        #expect(!storyboard.contains { $0.rules.contains("STATES-059") }, "a storyboard app gets its controller from the system")
        let reference = try Self.launch(ReferenceApp()) { $0.mainNibFile = "MainWindow" }
        #expect(reference.allSatisfy { $0.met })
    }

    @Test("[APG-342] an app that restores state has a window when willFinishLaunching returns; other apps are not asked")
    func windowForRestoration() throws {
        var options = ReferenceApp.Options()
        options.optsIntoStateRestoration = true
        let restoring = try Self.launch(ReferenceApp(options: options)).filter { $0.rules.contains("APG-342") }
        #expect(restoring.map(\.dueAt) == ["application:willFinishLaunchingWithOptions:"] && restoring.allSatisfy { $0.met })
        let other = try Self.launch(ReferenceApp())
        #expect(other.allSatisfy { !$0.rules.contains("APG-342") })
    }
}
