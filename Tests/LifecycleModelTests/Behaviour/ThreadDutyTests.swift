import LifecycleModel
import Testing

/// Launches an app, lets it resign and return, and returns the duty findings.
private func launchAndReturn(_ app: any AppSide) throws -> DutyCheckingApp {
    let checker = DutyCheckingApp(wrapping: app, tables: try ModelTables.bundled())
    let system = try ReferenceSystem()
    try system.configure(Configuration(), app: checker)
    for stimulus: Stimulus in [.tapIcon, .homeButton, .tapIcon] {
        checker.observe(try system.send(stimulus))
    }
    return checker
}

@Suite("Which thread the app's work runs on, as the app side declares it", .citedRulesExist)
struct ThreadDutyTests {
    @Test(
        "[LIFECYCLE-080, APG-073] UIKit work must stay on the main thread through the whole life cycle: an app updating views from another thread is charged at launch, on activation and on entering the background",
        .tags(.required))
    func uiWorkOffMainThreadIsCharged() throws {
        let checker = try launchAndReturn(ThreadDeclaringApp { $0.uiWorkOffMainThread = true })
        let charged = checker.broken.filter { $0.duty == .uiWorkOnMainThread }
        #expect(charged.contains { $0.dueAt.contains("didFinishLaunching") })
        #expect(charged.contains { $0.dueAt.contains("DidBecomeActive") })
        #expect(charged.contains { $0.dueAt.contains("DidEnterBackground") })
        #expect(charged.allSatisfy { $0.rules.contains("LIFECYCLE-080") && $0.rules.contains("APG-073") })
    }

    @Test("[LIFECYCLE-078] an app that makes and manages threads of its own is charged as its launch completes", .tags(.recommended))
    func ownThreadsAreCharged() throws {
        let checker = try launchAndReturn(ThreadDeclaringApp { $0.managesOwnThreads = true })
        #expect(checker.broken.contains { $0.duty == .noSelfManagedThreads && $0.rules.contains("LIFECYCLE-078") })
        #expect(!checker.broken.contains { $0.duty == .uiWorkOnMainThread })
    }

    @Test(
        "[LIFECYCLE-085, LIFECYCLE-087] launch work beyond the interface's set-up runs asynchronously: network loading on the main thread is charged at launch",
        .tags(.required))
    func launchWorkOnMainThreadIsCharged() throws {
        let checker = try launchAndReturn(ThreadDeclaringApp { $0.lengthyWorkOnMainThread = true })
        let atLaunch = checker.broken.filter { $0.duty == .noLengthyMainThreadWork && $0.dueAt.contains("FinishLaunching") }
        #expect(!atLaunch.isEmpty && atLaunch.allSatisfy { $0.rules.contains("LIFECYCLE-085") && $0.rules.contains("LIFECYCLE-087") })
    }

    @Test("an app that declares nothing off its threads' rules breaks none of these duties", .tags(.required))
    func carefulAppIsNotCharged() throws {
        let checker = try launchAndReturn(ThreadDeclaringApp { _ in })
        let threadDuties: Set<DutyKey> = [.uiWorkOnMainThread, .noSelfManagedThreads, .noLengthyMainThreadWork]
        #expect(checker.findings.contains { threadDuties.contains($0.duty) })
        #expect(!checker.broken.contains { threadDuties.contains($0.duty) })
    }
}

/// An app that declares one thread fact from its first callback on and does nothing else.
private final class ThreadDeclaringApp: AppSide {
    var holdings = AppHoldings()
    private let declare: @Sendable (inout AppHoldings) -> Void

    init(_ declare: @escaping @Sendable (inout AppHoldings) -> Void) {
        self.declare = declare
    }

    func handle(_ callback: Callback, receiver: Receiver, services: any SystemServices) -> CallbackResponse {
        declare(&holdings)
        return .immediate
    }

    func backgroundTaskWillExpire(_ token: BackgroundTaskToken, services: any SystemServices) -> Double { 0 }
    func resetProcess() { holdings = AppHoldings() }
}
