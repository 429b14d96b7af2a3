import LifecycleModel

/// Event routing inside the app (ROUTING-001…005): which objects of the app each user event
/// reaches, reported as `routed(event:receiver>…)` lines in the chain (contract §15). The
/// application object takes every event of the main run loop first; a touch goes through
/// the window to the view it happened in and on to the superview when that view leaves it,
/// or from a control as an action message to its target; remote-control and shake events
/// go to the first responder; sensor readings and location updates go straight to the
/// object the app registered for them. A redraw carries no event: the views simply draw.
enum RoutingCases {
    static let all: [ConformanceCase] = [
        ConformanceCase(
            "ROUTING-001", "a touch reaches the view it happened in through the application object and the window, then the responder chain",
            hint:
                "check that UIApplication takes the touch first, the window hands it to the hit-test view, and a view that ignores it passes it to its superview",
            areas: [.eventRouting], setup: [.tapIcon], stimuli: [.userEvent(.unhandledTouch)],
            checks: [
                CaseCheck("the user's action arrives as one event", rules: ["LIFECYCLE-036"], delivered(.unhandledTouch)),
                CaseCheck("the application object receives the touch first", rules: ["LIFECYCLE-038"], firstReceiver(.unhandledTouch)),
                CaseCheck(
                    "the application object and the window bring the touch to a view", rules: ["LIFECYCLE-026"],
                    routeContains(.unhandledTouch, [.application, .window, .hitView])),
                CaseCheck(
                    "the window passes the touch straight to the view it happened in", rules: ["LIFECYCLE-039"],
                    routeContains(.unhandledTouch, [.window, .hitView])),
                CaseCheck(
                    "the view that does not handle the touch passes it on to its superview", rules: ["LIFECYCLE-041"],
                    routeContains(.unhandledTouch, [.hitView, .superview])),
                CaseCheck("only responder objects handle the touch", rules: ["LIFECYCLE-046"], onlyResponders(.unhandledTouch)),
            ]),
        ConformanceCase(
            "ROUTING-002", "a touch in a control becomes an action message sent to the control's target",
            hint: "check that the control receives the touch through the window and sends its action to the target it was given",
            areas: [.eventRouting], setup: [.tapIcon], stimuli: [.userEvent(.controlTouch)],
            checks: [
                CaseCheck("the application object receives the touch first", rules: ["LIFECYCLE-038"], firstReceiver(.controlTouch)),
                CaseCheck(
                    "the application object and the window bring the touch to the control", rules: ["LIFECYCLE-026"],
                    routeContains(.controlTouch, [.application, .window, .control])),
                CaseCheck(
                    "the window passes the touch straight to the control", rules: ["LIFECYCLE-039"], routeContains(.controlTouch, [.window, .control])),
                CaseCheck(
                    "the control sends an action message to its target", rules: ["LIFECYCLE-048"], routeContains(.controlTouch, [.control, .actionTarget])
                ),
            ]),
        ConformanceCase(
            "ROUTING-003", "remote-control and shake events go to the first responder",
            hint: "check that media commands from accessories and the shake gesture are sent to the first responder, not to the view last touched",
            areas: [.eventRouting], setup: [.tapIcon], stimuli: [.userEvent(.remoteControl), .userEvent(.shake)],
            checks: [
                CaseCheck(
                    "each of the user's actions arrives as one event", rules: ["LIFECYCLE-036"],
                    .all([delivered(.remoteControl), delivered(.shake)])),
                CaseCheck(
                    "the application object receives both events first", rules: ["LIFECYCLE-038"],
                    .all([firstReceiver(.remoteControl), firstReceiver(.shake)])),
                CaseCheck(
                    "both events end at the first responder", rules: ["LIFECYCLE-042"],
                    .all([lastReceiver(.remoteControl, .firstResponder), lastReceiver(.shake, .firstResponder)])),
                CaseCheck("only responder objects handle the remote-control event", rules: ["LIFECYCLE-046"], onlyResponders(.remoteControl)),
            ]),
        ConformanceCase(
            "ROUTING-004", "sensor readings and location updates go straight to the object the app registered",
            hint:
                "check that accelerometer, gyroscope, magnetometer and Core Location updates reach the delegate or handler the app set up, not the main run loop's responders",
            areas: [.eventRouting], setup: [.tapIcon], stimuli: [.userEvent(.motionSensor), .userEvent(.location)],
            checks: [
                CaseCheck(
                    "neither event passes through the application object", rules: ["LIFECYCLE-040"],
                    .all([bypassesApplication(.motionSensor), bypassesApplication(.location)])),
                CaseCheck("the sensor reading reaches the object the app designated", rules: ["LIFECYCLE-043"], onlyTo(.motionSensor, .designatedObject)),
                CaseCheck("the location update reaches the object the app registered", rules: ["LIFECYCLE-044"], onlyTo(.location, .designatedObject)),
            ]),
        ConformanceCase(
            "ROUTING-005", "a redraw asks the views to draw again without an event passing through the app's objects",
            hint: "check that setNeedsDisplay leads to the views drawing themselves, not to an event delivered to the application object or a responder",
            areas: [.eventRouting], setup: [.tapIcon], stimuli: [.requestRedraw],
            checks: [
                CaseCheck(
                    "the views redraw and no event is routed for the redraw", rules: ["LIFECYCLE-045"],
                    .all([
                        .inOrder(["redraw"], filter: .everything),
                        .check("no routed event") { evidence in
                            evidence.canonical(.everything).chain.contains { $0.hasPrefix("routed(") }
                                ? "the redraw reached the app as an event routed through its objects" : nil
                        },
                    ]))
            ]),
    ]

    /// The routes reported for `event`, read from the chain of the canonical trace.
    static func routes(of event: UserEvent, in evidence: CaseEvidence) -> [[EventReceiver]] {
        let prefix = "routed(\(event.rawValue):"
        return evidence.canonical(.everything).chain.compactMap { line in
            guard line.hasPrefix(prefix), line.hasSuffix(")") else { return nil }
            let path = line.dropFirst(prefix.count).dropLast()
            return path.split(separator: ">").map { EventReceiver(rawValue: String($0)) ?? .designatedObject }
        }
    }

    /// A check on the route of `event`. An event that never arrives is charged by
    /// `delivered` (LIFECYCLE-036) alone, so the route checks let it pass.
    static func route(_ summary: String, _ event: UserEvent, failure: String, _ holds: @escaping @Sendable ([EventReceiver]) -> Bool)
        -> CaseExpectation
    {
        .check(summary) { evidence in
            routes(of: event, in: evidence).allSatisfy(holds) ? nil : failure
        }
    }

    static func delivered(_ event: UserEvent) -> CaseExpectation {
        .check("one delivery for the action") { evidence in
            routes(of: event, in: evidence).count == 1 ? nil : "the user's action was not delivered to the app as exactly one event"
        }
    }

    static func firstReceiver(_ event: UserEvent) -> CaseExpectation {
        route("the application object comes first", event, failure: "the event did not reach the application object first") {
            $0.first == .application
        }
    }

    static func lastReceiver(_ event: UserEvent, _ receiver: EventReceiver) -> CaseExpectation {
        route("the event ends at the right object", event, failure: "the event did not end at the first responder") { $0.last == receiver }
    }

    static func routeContains(_ event: UserEvent, _ steps: [EventReceiver]) -> CaseExpectation {
        route("the route has the documented steps", event, failure: "the event skipped a step of its documented route") { path in
            path.indices.contains { start in Array(path[start...].prefix(steps.count)) == steps }
        }
    }

    static func onlyResponders(_ event: UserEvent) -> CaseExpectation {
        route("responders only", event, failure: "an object that is not a responder handled the event") { path in
            path.allSatisfy(\.isResponder)
        }
    }

    static func bypassesApplication(_ event: UserEvent) -> CaseExpectation {
        route("not through the run loop", event, failure: "the event went through the application object") { !$0.contains(.application) }
    }

    static func onlyTo(_ event: UserEvent, _ receiver: EventReceiver) -> CaseExpectation {
        route("straight to the registered object", event, failure: "the event did not go straight to the object the app registered") {
            $0 == [receiver]
        }
    }
}
