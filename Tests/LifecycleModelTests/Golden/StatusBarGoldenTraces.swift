import LifecycleModel
import Testing

/// Golden traces, written by hand from the App States document's section on adjusting the
/// interface during a phone call: the status bar grows while a call goes on and the user is
/// back in the app, shrinks when the call ends, and view controllers fit their views to it.
@Suite("Golden traces of the status bar during a phone call", .tags(.golden, .required), .citedRulesExist)
struct StatusBarGoldenTraces {
    /// The status-bar and controller-view observations, in order.
    static func bar(_ observations: [Observation]) -> [Observation] {
        observations.filter { observation in
            switch observation {
            case .statusBar, .controllerViewsFitted: true
            default: false
            }
        }
    }

    @Test("[STATES-108, STATES-109, STATES-111] back in the app during a call the bar is taller; it shrinks when the call ends; the views follow each change")
    func callInProgress() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .incomingCall)
        #expect(Self.bar(try scenario.trace(.answerCall)).isEmpty, "answering the call takes the user away from the app")
        #expect(Self.bar(try scenario.trace(.tapIcon)) == [.statusBar(.inCall), .controllerViewsFitted(.inCall)])
        #expect(Self.bar(try scenario.trace(.endCall)) == [.statusBar(.normal), .controllerViewsFitted(.normal)])
    }

    @Test("[STATES-109] a call that ends while the app is away leaves the bar normal when the user comes back")
    func callEndsAway() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon, .incomingCall, .answerCall)
        #expect(Self.bar(try scenario.trace(.endCall)).isEmpty, "nothing of the app is on screen")
        #expect(Self.bar(try scenario.trace(.tapIcon)).isEmpty, "the app comes back under the usual bar it left")
    }

    @Test("no status-bar change without a call: an incoming call's alert and a declined call leave the bar as it is")
    func noCall() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        #expect(Self.bar(try scenario.trace(.incomingCall, .declineCall)).isEmpty)
        #expect(throws: LifecycleError.self) { try scenario.run(.endCall) }
    }
}
