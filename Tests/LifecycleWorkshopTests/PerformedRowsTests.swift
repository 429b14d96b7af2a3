import LifecycleModel
import LifecycleWorkshop
import Testing

@Suite("The reference records the table rows it acted on")
struct PerformedRowsTests {
    static let walkAlphabet: [Stimulus] = [
        .tapIcon, .openURL, .homeButton, .appSwitch, .incomingCall, .answerCall, .declineCall, .notificationBanner, .pullNotificationCenter,
        .dismissNotificationCenter, .lock, .unlock, .memoryPressure(megabytes: 500), .forceQuit, .reboot, .systemTerminate, .backgroundEvent(.fetch),
        .remoteNotification(contentAvailable: true), .systemChange(.orientation, value: 1), .systemChange(.locale, value: 3), .touch,
        .wait(seconds: 600),
    ]

    @Test(
        "on random walks the recorded transition rows account for every callback they own and end in the state reached",
        arguments: [
            Configuration.with { $0.backgroundModes = [.fetch, .remoteNotification, .voip] }, .scenes,
            .with { $0.deviceSupportsMultitasking = false }, .with { $0.exitsOnSuspend = true },
            .with {
                $0.sleepWakeBehaviour = .inactive
                $0.forceQuitCallsWillTerminate = true
                $0.backgroundLaunchPassesInactive = true
                $0.backgroundModes = [.fetch, .remoteNotification]
            },
        ])
    func recordedRowsCoverRandomWalks(_ configuration: Configuration) throws {
        let system = ReferenceSystem(tables: try ModelTables.bundled())
        try system.configure(configuration, app: ReferenceApp())
        let outsideRows = Set(BackgroundEvent.allCases.map(\.callback) + [.didReceiveLocalNotification])
        var generator = SplitMix64(seed: 7)
        var problems: [String] = []
        for step in 0..<3000 {
            let stimulus = Self.walkAlphabet[Int(generator.next() % UInt64(Self.walkAlphabet.count))]
            let before = system.state
            guard let observations = try? system.send(stimulus) else { continue }
            let rows = system.performedRows.compactMap { if case .transition(let row) = $0 { row } else { nil } }
            let tableCallbacks = observations.filter {
                guard case .callback(let callback, _, let state) = $0 else { return false }
                return !outsideRows.contains(callback) && !(callback == .didReceiveMemoryWarning && state == .background)
            }
            let skipped = observations.filter { $0 == .urlOpenSkipped }.count
            let watchdog = observations.contains(.terminated(.watchdog))
            let changedState = observations.contains { if case .stateChanged = $0 { true } else { false } }
            let stepsRun = rows.reduce(0) { $0 + $1.steps.count } - skipped
            if (!watchdog && stepsRun != tableCallbacks.count) || (changedState && !watchdog && rows.last.map { $0.to != system.state } ?? true) {
                problems.append("step \(step): \(stimulus.name) from \(before.rawValue) recorded \(rows.map(\.id))")
            }
        }
        #expect(problems.isEmpty, "\(problems.count) unexplained steps, first: \(problems.prefix(3))")
    }

    @Test("a relaunch, a waking mode, a queued change and a dropped event each record their row")
    func supportingRows() throws {
        let system = ReferenceSystem(tables: try ModelTables.bundled())
        try system.configure(.with { $0.backgroundModes = [.fetch] }, app: ReferenceApp())
        _ = try system.send(.backgroundEvent(.fetch))
        #expect(system.performedRows.map(\.id) == ["RL-009", "TR-003", "TR-057"])
        #expect(system.performedRows.map(\.tableID) == ["relaunch", "transitions", "transitions"])
        _ = try system.send(.backgroundEvent(.fetch))
        #expect(system.performedRows.map(\.id) == ["BM-004", "TR-058", "TR-057"], "the mode that let the event wake the app, then the wake and the suspension")
        _ = try system.send(.systemChange(.orientation, value: 3))
        #expect(system.performedRows.map(\.id) == ["QN-002"])
        _ = try system.send(.remoteNotification(contentAvailable: true))
        #expect(system.performedRows.allSatisfy { $0.tableID == "background-modes" } && !system.performedRows.isEmpty)
        _ = try system.send(.wait(seconds: 1))
        #expect(system.performedRows.isEmpty, "a send starts a fresh record")
    }
}
