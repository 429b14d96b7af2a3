import LifecycleModel
import LifecycleText

/// One line of the simulator's output per observation, a label and what happened:
/// `callback  app delegate    application:willFinishLaunchingWithOptions:  (applicationState inactive)`.
public enum ObservationLine {
    /// The line for one observation: a ten-column label, then what happened, in the
    /// language of `words`.
    public static func text(for observation: Observation, words: Words = .english) -> String {
        func label(_ name: String) -> String { padded(words("observation.label.\(name)"), to: 10) }
        switch observation {
        case .callback(let callback, let receiver, let state):
            return label("callback") + padded(receiverName(receiver, words: words), to: 16) + "\(callback.rawValue)  (applicationState \(state.rawValue))"
        case .notification(let name):
            return label("notify") + name
        case .stateChanged(let from, let to):
            return label("state") + "\(from.rawValue) -> \(to.rawValue)"
        case .snapshotTaken(let visible):
            return label("snapshot") + words(visible ? "observation.snapshot.visible" : "observation.snapshot.hidden")
        case .terminated(let kind):
            return label("ended") + words(kind == .withNotice ? "observation.terminated" : "observation.terminated.silent", "kind", kind.rawValue)
        case .launchedInBackground(let event):
            return label("relaunch") + words("observation.relaunch", "event", event.rawValue)
        case .eventDropped(let event, let reason):
            return label("dropped") + words("observation.dropped", ["event": event.rawValue, "reason": reason.rawValue])
        case .screenShows, .statusBar, .controllerViewsFitted, .switcherShows, .snapshotDiscarded:
            return label("screen") + words.text(observation.description)
        case .interfaceFileLoaded, .initialViewControllerInstalled, .rootViewControllerRotated, .windowMadeVisible, .viewWillAppear:
            return label("interface") + words.text(observation.description)
        default:
            return label("other") + words.text(observation.description)
        }
    }

    static func receiverName(_ receiver: Receiver, words: Words = .english) -> String {
        switch receiver {
        case .appDelegate: words("observation.app-delegate")
        case .sceneDelegate: words("observation.scene-delegate")
        case .widget: words("observation.widget")
        }
    }

    /// `text` padded with spaces to at least `width` terminal columns (a Hangul or other wide
    /// character takes two), with at least one space after it.
    static func padded(_ text: String, to width: Int) -> String {
        TerminalColumns.width(of: text) >= width ? text + " " : TerminalColumns.padded(text, to: width)
    }
}
