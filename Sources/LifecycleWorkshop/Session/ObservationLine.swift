import LifecycleModel

/// One line of the simulator's output per observation, a label and what happened:
/// `callback  app delegate    application:willFinishLaunchingWithOptions:  (applicationState inactive)`.
public enum ObservationLine {
    /// The line for one observation: a ten-character label, then what happened.
    public static func text(for observation: Observation) -> String {
        switch observation {
        case .callback(let callback, let receiver, let state):
            return label("callback") + "\(receiverName(receiver).padding(16))\(callback.rawValue)  (applicationState \(state.rawValue))"
        case .notification(let name):
            return label("notify") + name
        case .stateChanged(let from, let to):
            return label("state") + "\(from.rawValue) -> \(to.rawValue)"
        case .snapshotTaken(let visible):
            return label("snapshot") + (visible ? "taken with sensitive content visible" : "taken (sensitive content hidden)")
        case .terminated(let kind):
            return label("ended") + "terminated: \(kind.rawValue)\(kind == .withNotice ? "" : " (no callback)")"
        case .launchedInBackground(let event):
            return label("relaunch") + "the system launches the app in the background for \(event.rawValue)"
        case .eventDropped(let event, let reason):
            return label("dropped") + "event \(event.rawValue) not delivered: \(reason.rawValue)"
        default:
            return label("other") + observation.description
        }
    }

    static func receiverName(_ receiver: Receiver) -> String {
        switch receiver {
        case .appDelegate: "app delegate"
        case .sceneDelegate: "scene delegate"
        case .widget: "widget"
        }
    }

    static func label(_ name: String) -> String { name.padding(10) }
}

extension String {
    /// The string padded with spaces to at least `width` characters.
    fileprivate func padding(_ width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
