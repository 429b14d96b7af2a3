import LifecycleModel
import LifecycleSpec
import Testing

/// Written from the App Programming Guide's tips for VoIP apps: from iOS 8 a VoIP app can
/// receive its calls as PushKit pushes instead of through a socket, and the arrival of such a
/// push gives the app time to handle it, even when the app was not running.
@Suite("A VoIP push gives the app time to handle it, running or not")
struct VoIPPushTests {
    @Test("[APG-371] a push to the suspended VoIP app wakes it into the background for the PushKit delegate", .tags(.required))
    func wakesSuspendedApp() throws {
        let scenario = try Scenario { $0.backgroundModes = [.voip] }
        try scenario.run(.tapIcon, .homeButton)
        let trace = try scenario.trace(.backgroundEvent(.voipPush))
        #expect(TraceProjection.events(trace) == ["voipPushReceived@background"])
        #expect(TraceProjection.statePath(trace) == ["suspended", "background", "suspended"])
    }

    @Test("[APG-371] a push to a VoIP app the system ended launches it into the background, then hands it the push", .tags(.required))
    func launchesEndedApp() throws {
        let scenario = try Scenario { $0.backgroundModes = [.voip] }
        try scenario.run(.tapIcon, .homeButton, .systemTerminate)
        let trace = try scenario.trace(.backgroundEvent(.voipPush))
        #expect(trace.first == .launchedInBackground(.voipPush))
        let callbacks = TraceProjection.events(trace).filter { !$0.hasPrefix("post ") }
        #expect(callbacks == ["willFinishLaunching@background", "didFinishLaunching@background", "voipPushReceived@background"])
    }

    @Test("[APG-371] the push is not socket traffic: an app woken by it is not handed a socket")
    func distinctFromSocketTraffic() throws {
        let scenario = try Scenario { $0.backgroundModes = [.voip] }
        try scenario.run(.tapIcon, .homeButton)
        let trace = try scenario.trace(.backgroundEvent(.voipPush))
        #expect(!TraceProjection.events(trace).contains("voipIncoming@background"))
    }

    @Test("PushKit does not exist before iOS 8, so no VoIP push can arrive there")
    func noPushBeforeIOS8() throws {
        let scenario = try Scenario {
            $0.backgroundModes = [.voip]
            $0.iosVersion = IOSVersion(7, 0)
            $0.linkedSDKVersion = IOSVersion(7, 0)
        }
        try scenario.run(.tapIcon, .homeButton)
        #expect(throws: LifecycleError.self) { try scenario.run(.backgroundEvent(.voipPush)) }
    }
}
