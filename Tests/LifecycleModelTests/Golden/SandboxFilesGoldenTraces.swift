import LifecycleModel
import LifecycleSpec
import Testing

/// Golden traces, written by hand from the App Programming Guide's "App Backup Best Practices"
/// and "Files Saved During App Updates": what a backup copies of the app's sandbox and what an
/// update does with it.
@Suite("Golden traces of backups and app updates", .tags(.golden, .required), .citedRulesExist)
struct SandboxFilesGoldenTraces {
    @Test("[APG-466, APG-467, APG-468, APG-469] a backup copies Documents and Library but Caches, never the bundle or tmp, and the app plays no part")
    func backup() throws {
        for setup in [[], [Stimulus.tapIcon], [.tapIcon, .homeButton]] {
            let scenario = try Scenario()
            for stimulus in setup { _ = try scenario.system.send(stimulus) }
            let stateBefore = scenario.system.state
            let received = scenario.app.received.count
            let backup = try scenario.trace(.backUpDevice)
            #expect(backup.count == 1, "nothing but the backup itself: \(backup)")
            guard case .backedUp(let copied)? = backup.first else {
                Issue.record("no backup reported: \(backup)")
                continue
            }
            #expect(Set(copied) == [.documents, .applicationSupport, .otherLibrary])
            #expect(scenario.system.state == stateBefore && scenario.app.received.count == received, "the app needs no preparation")
        }
    }

    @Test("[APG-475, APG-476, APG-477] an update installs the new version, moves Documents and Library into it, then removes the old version")
    func update() throws {
        let scenario = try Scenario()
        let update = try scenario.trace(.updateApp)
        let library: Set<SandboxLocation> = [.applicationSupport, .caches, .otherLibrary]
        #expect(update.count == 3)
        #expect(update.first == .updateInstalled)
        #expect(update.last == .oldVersionRemoved)
        guard update.count == 3, case .userDataMoved(let moved) = update[1] else {
            Issue.record("the data is not moved between the install and the removal: \(update)")
            return
        }
        #expect(Set(moved).isSuperset(of: library.union([.documents])))
        #expect(!moved.contains(.appBundle), "the old bundle is replaced, not moved")
        #expect(scenario.system.state == .notRunning, "an update does not launch the app")
    }

    @Test("the reference installs an update only while the app is not running (the documents say nothing of a running app)")
    func updateOfRunningAppRefused() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        #expect(throws: LifecycleError.self) { try scenario.system.send(.updateApp) }
    }
}
