import LifecycleModel
import Testing

/// Runs the app through every transition that carries a duty and returns the findings.
private func audit(_ app: any AppSide, scenes: Bool = false) throws -> DutyCheckingApp {
    let checker = DutyCheckingApp(wrapping: app, tables: try ModelTables.bundled())
    let system = try ReferenceSystem()
    var configuration = Configuration()
    if scenes {
        configuration.iosVersion = .init(13, 0)
        configuration.linkedSDKVersion = .init(13, 0)
        configuration.appSupportsScenes = true
    }
    try system.configure(configuration, app: checker)
    for stimulus: Stimulus in [.tapIcon, .incomingCall, .declineCall, .homeButton, .tapIcon, .homeButton, .tapIcon, .homeButton] {
        checker.observe(try system.send(stimulus))
    }
    return checker
}

@Suite("App duties at each callback and as a responsible background app", .tags(.responsibleBackground), .citedRulesExist)
struct AppDutyTests {
    @Test(
        "the reference app meets every duty of the callback-duty and responsible-background tables, with app and scene delegates", .tags(.required),
        arguments: [false, true])
    func referenceAppMeetsAllDuties(scenes: Bool) throws {
        let checker = try audit(ReferenceApp(), scenes: scenes)
        #expect(checker.findings.count > 20, "the scenario should reach the duty-carrying callbacks")
        #expect(checker.broken.isEmpty, "\(checker.broken)")
        #expect(
            Set(checker.findings.map(\.duty)).isSuperset(of: [
                .timersStopped, .gamePaused, .sensitiveContentHidden, .noGLWork, .sharedResourcesReleased, .timersRestarted,
            ]))
    }

    @Test(
        "[STATES-066, STATES-067] at the return of both finish-launching methods an OpenGL ES app has set up nothing and drawn nothing; drawing starts with the activation",
        .tags(.required))
    func noOpenGLBeforeActivation() throws {
        let app = ReferenceApp()
        let checker = DutyCheckingApp(wrapping: app, tables: try ModelTables.bundled())
        let system = try ReferenceSystem()
        try system.configure(Configuration(), app: checker)
        checker.observe(try system.send(.tapIcon))
        let atLaunch = checker.findings.filter { $0.dueAt.contains("FinishLaunching") && [.noGLContext, .noGLWork].contains($0.duty) }
        #expect(Set(atLaunch.map(\.duty)) == [.noGLContext, .noGLWork], "both duties fall due at both launch methods: \(atLaunch)")
        #expect(atLaunch.count == 4 && atLaunch.allSatisfy(\.met))
        #expect(app.holdings.glContexts == 1 && app.holdings.glWorkActive, "once active, the app draws")
    }

    @Test("[STATES-096, STATES-103] a game paused on deactivation stays paused after reactivation", .tags(.required, .interruption))
    func gameStaysPaused() throws {
        let app = ReferenceApp()
        let system = try ReferenceSystem()
        try system.configure(Configuration(), app: app)
        _ = try system.send(.tapIcon)
        #expect(app.holdings.gameRunning, "the game is being played before the interruption")
        _ = try system.send(.incomingCall)
        #expect(!app.holdings.gameRunning)
        _ = try system.send(.declineCall)
        #expect(!app.holdings.gameRunning)
        #expect(app.holdings.runningTimers > 0, "other work resumes")
    }

    @Test("[APG-132, BGEXEC-203] an app that keeps the camera in the background breaks the shared-resource duty", .tags(.required))
    func cameraKeptInBackground() throws {
        let checker = try audit(CameraKeepingApp())
        #expect(checker.broken.contains { $0.duty == .sharedResourcesReleased && $0.rules.contains("BGEXEC-203") })
        #expect(!checker.broken.contains { $0.duty == .timersStopped })
    }

    @Test(
        "[STATES-121, BGEXEC-215] an app that leaves sensitive content on screen breaks the snapshot duty, and the snapshot shows it",
        .tags(.required, .snapshot))
    func sensitiveContentInSnapshot() throws {
        let app = CameraKeepingApp()
        app.hidesSensitiveContent = false
        let checker = try audit(app)
        #expect(checker.broken.contains { $0.duty == .sensitiveContentHidden })
        let system = try ReferenceSystem()
        try system.configure(Configuration(), app: CameraKeepingApp(hidesSensitiveContent: false))
        _ = try system.send(.tapIcon)
        #expect(try system.send(.homeButton).contains(.snapshotTaken(sensitiveContentVisible: true)))
    }
}

/// A careless app: does its other duties but keeps the camera (and optionally sensitive
/// content) when it leaves the foreground.
final class CameraKeepingApp: AppSide {
    var holdings = AppHoldings()
    var hidesSensitiveContent: Bool

    init(hidesSensitiveContent: Bool = true) {
        self.hidesSensitiveContent = hidesSensitiveContent
    }

    func handle(_ callback: Callback, receiver: Receiver, services: any SystemServices) -> CallbackResponse {
        switch callback {
        case .didBecomeActive:
            holdings.runningTimers = 1
            holdings.sharedResources = [.camera]
            holdings.sensitiveContentVisible = true
        case .willResignActive:
            holdings.runningTimers = 0
        case .didEnterBackground:
            if hidesSensitiveContent { holdings.sensitiveContentVisible = false }
        default:
            break
        }
        return .immediate
    }

    func backgroundTaskWillExpire(_ token: BackgroundTaskToken, services: any SystemServices) -> Double { 0 }
    func resetProcess() { holdings = AppHoldings() }
}
