/// An event the user or the device produces while the app is active, other than the plain
/// touch (``Stimulus/touch``): the kit follows which objects of the app each one reaches.
public enum UserEvent: String, Sendable, Hashable, CaseIterable, Codable {
    /// A touch in a view that does not handle it.
    case unhandledTouch = "unhandled-touch"
    /// A touch in a control, such as a button.
    case controlTouch = "control-touch"
    /// A remote-control command from an accessory, such as headphones pausing the music.
    case remoteControl = "remote-control"
    /// The user shakes the device.
    case shake
    /// An accelerometer, magnetometer or gyroscope reading.
    case motionSensor = "motion-sensor"
    /// A location update from Core Location while the app is active.
    case location

    /// Whether the event reaches the app through its main run loop, where the application
    /// object receives it first; sensor readings and location updates go straight to the
    /// object the app registered for them (LIFECYCLE-040).
    public var throughMainRunLoop: Bool {
        switch self {
        case .unhandledTouch, .controlTouch, .remoteControl, .shake: true
        case .motionSensor, .location: false
        }
    }

    /// The objects the event reaches, in order, on a system that routes it as the documents
    /// describe (the main run loop and event routing, LIFECYCLE-038…048).
    public var route: [EventReceiver] {
        switch self {
        case .unhandledTouch: [.application, .window, .hitView, .superview]
        case .controlTouch: [.application, .window, .control, .actionTarget]
        case .remoteControl, .shake: [.application, .firstResponder]
        case .motionSensor, .location: [.designatedObject]
        }
    }
}

/// An object of the app that an event reaches.
public enum EventReceiver: String, Sendable, Hashable, CaseIterable, Codable {
    /// The `UIApplication` object.
    case application
    /// The app's main window.
    case window
    /// The view in which the touch happened (the hit-test view).
    case hitView = "hit-view"
    /// The next responder after the hit-test view: its superview.
    case superview
    /// The first responder.
    case firstResponder = "first-responder"
    /// The control the touch happened in.
    case control
    /// The target of the control's action message.
    case actionTarget = "action-target"
    /// The object the app registered to receive the event (a delegate or a block's owner).
    case designatedObject = "designated-object"

    /// Whether the object is a responder (the application object, windows, views, view
    /// controllers); an action's target and a registered delegate may be any object.
    public var isResponder: Bool {
        switch self {
        case .application, .window, .hitView, .superview, .firstResponder, .control: true
        case .actionTarget, .designatedObject: false
        }
    }
}
