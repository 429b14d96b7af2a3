import LifecycleModel
import Testing

/// Golden traces for data protection, written from the interruption section ("What to do
/// when an interruption occurs"): files with complete protection are closed when the app
/// resigns active and opened afresh when it becomes active again. They do not read the
/// callback-duty table: a missing or wrong duty row still fails them.
@Suite("Golden traces for data protection", .tags(.golden, .required), .citedRulesExist)
struct DataProtectionGoldenTests {
    /// An app that begins a background task for unfinished work, so it keeps running after a lock.
    static var finishingWork: ReferenceApp.Options {
        var options = ReferenceApp.Options()
        options.finishesWorkInBackground = true
        return options
    }

    @Test(
        "[STATES-104, STATES-107] a declined call: protected files closed in willResignActive, reopened in didBecomeActive",
        .tags(.interruption))
    func declinedCallReopensProtectedFiles() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        #expect(scenario.app.holdings.openProtectedFiles > 0, "the app works with a protected file while active")
        let call = try scenario.trace(.incomingCall)
        #expect(TraceProjection.events(call) == ["willResignActive@active", "post UIApplicationWillResignActiveNotification"])
        #expect(scenario.app.holdings.openProtectedFiles == 0, "STATES-104: closed when the app resigns active")
        let decline = try scenario.trace(.declineCall)
        #expect(TraceProjection.events(decline) == ["didBecomeActive@active", "post UIApplicationDidBecomeActiveNotification"])
        #expect(scenario.app.holdings.openProtectedFiles > 0, "STATES-107: fresh references opened in applicationDidBecomeActive:")
    }

    @Test(
        "[STATES-104, STATES-107] Sleep/Wake that only deactivates: protected files closed at lock, reopened at unlock",
        .tags(.interruption))
    func sleepWakeReopensProtectedFiles() throws {
        let scenario = try Scenario { $0.sleepWakeBehaviour = .inactive }
        try scenario.run(.tapIcon, .lock)
        #expect(scenario.system.state == .inactive)
        #expect(scenario.app.holdings.openProtectedFiles == 0)
        let unlock = try scenario.trace(.unlock)
        #expect(TraceProjection.events(unlock).first == "didBecomeActive@active", "no willEnterForeground: the app never left the foreground")
        #expect(scenario.app.holdings.openProtectedFiles > 0, "STATES-107: reopened in applicationDidBecomeActive:")
    }

    @Test(
        "[STATES-105, STATES-106, APG-286, APG-291] a passcode device: locking discards the keys, unlocking brings them back",
        .tags(.interruption))
    func lockingDiscardsTheKeys() throws {
        let scenario = try Scenario({ $0.passcodeSet = true }, app: Self.finishingWork)
        try scenario.run(.tapIcon)
        #expect(try scenario.run(.accessProtectedFile) == [.protectedDataAvailability(available: true), .protectedFileAccess(granted: true)])
        let lock = try scenario.trace(.lock)
        #expect(lock.contains(.notification("UIApplicationProtectedDataWillBecomeUnavailable")))
        #expect(scenario.system.state == .background, "the unfinished work keeps the app running")
        #expect(try scenario.run(.accessProtectedFile) == [.protectedDataAvailability(available: false), .protectedFileAccess(granted: false)])
        let unlock = try scenario.trace(.unlock)
        #expect(unlock.contains(.notification("UIApplicationProtectedDataDidBecomeAvailable")))
        #expect(try scenario.run(.accessProtectedFile) == [.protectedDataAvailability(available: true), .protectedFileAccess(granted: true)])
    }

    @Test("[APG-286] without a passcode there is no data protection: locking leaves the files readable and posts nothing")
    func noPasscodeNoProtection() throws {
        let scenario = try Scenario(app: Self.finishingWork)
        try scenario.run(.tapIcon)
        let lock = try scenario.trace(.lock)
        #expect(!lock.contains(.notification("UIApplicationProtectedDataWillBecomeUnavailable")))
        #expect(try scenario.run(.accessProtectedFile).last == .protectedFileAccess(granted: true))
    }
}
