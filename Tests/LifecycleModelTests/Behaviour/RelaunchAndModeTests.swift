import Testing
import LifecycleModel
import LifecycleSpec

@Suite("Background modes, background events and relaunch after termination", .tags(.backgroundModes, .relaunch), .citedRulesExist)
struct RelaunchAndModeTests {
    @Test("[BGEXEC-132] a content-available push wakes a suspended app that declares remote-notification, which goes back to sleep when done", .tags(.required))
    func contentAvailableWakesSuspendedApp() throws {
        let scenario = try Scenario { $0.backgroundModes = [.remoteNotification] }
        try scenario.run(.tapIcon, .homeButton)
        let trace = try scenario.trace(.remoteNotification(contentAvailable: true))
        #expect(TraceProjection.events(trace) == ["didReceiveRemoteNotification@background"])
        #expect(TraceProjection.statePath(trace) == ["suspended", "background", "suspended"])
    }

    @Test("[BGEXEC-131] a push without content-available does not wake the app", .tags(.required))
    func plainPushDoesNotWake() throws {
        let scenario = try Scenario { $0.backgroundModes = [.remoteNotification] }
        try scenario.run(.tapIcon, .homeButton)
        #expect(try scenario.run(.remoteNotification(contentAvailable: false)) == [.eventDropped(.remoteNotification, reason: .notContentAvailable)])
        #expect(scenario.system.state == .suspended)
    }

    @Test("an event for a mode the app does not declare is not delivered", .tags(.required))
    func undeclaredModeDropped() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .homeButton)
        #expect(try scenario.run(.backgroundEvent(.fetch)) == [.eventDropped(.fetch, reason: .modeNotDeclared)])
    }

    @Test("[BGEXEC-172] a terminated app that declares fetch is relaunched into the background for a fetch", .tags(.required))
    func relaunchForFetch() throws {
        let scenario = try Scenario { $0.backgroundModes = [.fetch] }
        try scenario.run(.tapIcon, .homeButton, .systemTerminate)
        let trace = try scenario.trace(.backgroundEvent(.fetch))
        #expect(trace.first == .launchedInBackground(.fetch))
        #expect(TraceProjection.events(trace).contains("performFetch@background"))
    }

    @Test("[APG-117, BGEXEC-182] no relaunch after a user force-quit", .tags(.required))
    func noRelaunchAfterForceQuit() throws {
        let scenario = try Scenario { $0.backgroundModes = [.fetch] }
        try scenario.run(.tapIcon, .homeButton, .forceQuit)
        #expect(try scenario.run(.backgroundEvent(.fetch)) == [.eventDropped(.fetch, reason: .userForceQuit)])
    }

    @Test(
        "[APG-118, BGEXEC-183] from iOS 8 a location app is relaunched even after a force-quit, and not before", .tags(.required),
        arguments: [(IOSVersion(7, 1), false), (IOSVersion(8, 0), true)])
    func locationRelaunchAfterForceQuit(version: IOSVersion, relaunched: Bool) throws {
        let scenario = try Scenario {
            $0.iosVersion = version
            $0.linkedSDKVersion = version
            $0.backgroundModes = [.location]
            $0.monitorsSignificantLocationChanges = true
        }
        try scenario.run(.tapIcon, .homeButton, .forceQuit)
        let trace = try scenario.trace(.backgroundEvent(.locationSignificantChange))
        #expect(trace.contains(.launchedInBackground(.locationSignificantChange)) == relaunched)
    }

    @Test("[BGEXEC-185, APG-119] a passcode device does not launch apps into the background before its first unlock", .tags(.required))
    func noBackgroundLaunchBeforeFirstUnlock() throws {
        let scenario = try Scenario {
            $0.backgroundModes = [.fetch]
            $0.passcodeSet = true
        }
        try scenario.run(.tapIcon, .homeButton, .reboot)
        #expect(try scenario.run(.backgroundEvent(.fetch)) == [.eventDropped(.fetch, reason: .deviceLockedSinceBoot)])
        try scenario.run(.firstUnlockAfterBoot)
        #expect(try scenario.run(.backgroundEvent(.fetch)).first == .launchedInBackground(.fetch))
    }

    @Test("[BGEXEC-042] a finished background URL session relaunches the app with the events-for-session callback", .tags(.required))
    func urlSessionRelaunch() throws {
        let scenario = try Scenario { $0.sessionSendsLaunchEvents = true }
        try scenario.run(.tapIcon, .homeButton, .systemTerminate)
        let trace = try scenario.trace(.backgroundEvent(.urlSessionComplete))
        #expect(trace.first == .launchedInBackground(.urlSessionComplete))
        #expect(TraceProjection.events(trace).contains("handleEventsForBackgroundURLSession@background"))
    }

    @Test("a VoIP app is relaunched after the device boots", .tags(.required))
    func voipAfterBoot() throws {
        let scenario = try Scenario { $0.backgroundModes = [.voip] }
        let trace = try scenario.trace(.reboot)
        #expect(trace.contains(.launchedInBackground(.voipBoot)))
    }

    @Test("an app playing audio in the background keeps running instead of being suspended", .tags(.required))
    func audioKeepsRunning() throws {
        var options = ReferenceApp.Options()
        options.usesBackgroundMode = .audio
        let scenario = try Scenario({ $0.backgroundModes = [.audio] }, app: options)
        try scenario.run(.tapIcon, .homeButton)
        #expect(scenario.system.state == .background)
    }

    @Test("an app that uses audio without declaring the mode is suspended", .tags(.required))
    func undeclaredAudioSuspended() throws {
        var options = ReferenceApp.Options()
        options.usesBackgroundMode = .audio
        let scenario = try Scenario(app: options)
        try scenario.run(.tapIcon, .homeButton)
        #expect(scenario.system.state == .suspended)
    }
}
