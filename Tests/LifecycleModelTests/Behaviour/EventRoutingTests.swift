import LifecycleModel
import Testing

/// The objects of the app each user event reaches, written from the documents' account of
/// the main run loop and its table of event kinds, not from `UserEvent.route`.
@Suite("Event routing through the main run loop and to the objects the app registers", .citedRulesExist)
struct EventRoutingTests {
    /// The observations of one user event sent to an active app.
    private func route(_ event: UserEvent) throws -> [Observation] {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        return try scenario.run(.userEvent(event))
    }

    @Test(
        "[LIFECYCLE-038, LIFECYCLE-039, LIFECYCLE-041] a touch goes to UIApplication, then the window, then the view touched, and on to its superview when that view leaves it",
        .tags(.required))
    func unhandledTouch() throws {
        #expect(try route(.unhandledTouch) == [.eventRouted(.unhandledTouch, path: [.application, .window, .hitView, .superview])])
    }

    @Test("[LIFECYCLE-048] a touch in a control comes through the window to the control, which sends an action to its target", .tags(.required))
    func controlTouch() throws {
        #expect(try route(.controlTouch) == [.eventRouted(.controlTouch, path: [.application, .window, .control, .actionTarget])])
    }

    @Test("[LIFECYCLE-042, LIFECYCLE-046] remote-control and shake events go from UIApplication to the first responder", .tags(.required))
    func firstResponderEvents() throws {
        #expect(try route(.remoteControl) == [.eventRouted(.remoteControl, path: [.application, .firstResponder])])
        #expect(try route(.shake) == [.eventRouted(.shake, path: [.application, .firstResponder])])
    }

    @Test(
        "[LIFECYCLE-040, LIFECYCLE-043, LIFECYCLE-044] sensor readings and location updates skip the run loop and reach the object the app registered",
        .tags(.required))
    func registeredObjectEvents() throws {
        #expect(try route(.motionSensor) == [.eventRouted(.motionSensor, path: [.designatedObject])])
        #expect(try route(.location) == [.eventRouted(.location, path: [.designatedObject])])
    }

    @Test("[LIFECYCLE-045] a redraw carries no event: the views of the active app simply draw again", .tags(.required))
    func redrawCarriesNoEvent() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        #expect(try scenario.run(.requestRedraw) == [.viewRedrawn])
    }

    @Test("[LIFECYCLE-036] only the active app receives user events; an inactive one refuses them", .tags(.required))
    func inactiveAppRefuses() throws {
        let scenario = try Scenario()
        try scenario.run(.tapIcon)
        try scenario.run(.incomingCall)
        #expect(throws: LifecycleError.self) { try scenario.run(.userEvent(.shake)) }
    }

    @Test("a user event reads and writes in scripts as user-event and its kind", .tags(.required))
    func scriptName() throws {
        for event in UserEvent.allCases {
            #expect(try StimulusScript.parse(Stimulus.userEvent(event).name) == .userEvent(event))
        }
    }
}
