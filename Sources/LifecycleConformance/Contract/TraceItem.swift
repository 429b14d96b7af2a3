import LifecycleModel

/// One line of a trace, read back into what it says: the form in which the observation
/// contract classifies lines, whether they come from an adapter's observations or from a
/// case's expected lines.
enum TraceItem: Hashable {
    /// `scene.sceneDidBecomeActive@active`: a callback, its receiver prefix and the applicationState inside it.
    case callback(name: String, receiverPrefix: String, state: String)
    /// `post NAME`.
    case notification(String)
    /// `state:background`.
    case state(AppState)
    /// `terminated(kind)`; the kind, when given.
    case terminated(String?)
    /// Anything else: `snapshot`, `touch`, `expiration-handler`, `dropped(…)`, …
    case other(String)

    init(line: String) {
        if line.hasPrefix("post ") {
            self = .notification(String(line.dropFirst(5)))
        } else if line.hasPrefix("state:"), let state = AppState(rawValue: String(line.dropFirst(6))) {
            self = .state(state)
        } else if line == "terminated" {
            self = .terminated(nil)
        } else if line.hasPrefix("terminated("), line.hasSuffix(")") {
            self = .terminated(String(line.dropFirst(11).dropLast()))
        } else if let at = line.lastIndex(of: "@"), !line.contains("(") {
            let head = line[..<at]
            let state = String(line[line.index(after: at)...])
            if let dot = head.firstIndex(of: ".") {
                self = .callback(name: String(head[head.index(after: dot)...]), receiverPrefix: String(head[...dot]), state: state)
            } else {
                self = .callback(name: String(head), receiverPrefix: "", state: state)
            }
        } else {
            self = .other(line)
        }
    }

    /// The line as the contract compares it: a termination by the class of its kind.
    var line: String {
        switch self {
        case .callback(let name, let prefix, let state): "\(prefix)\(name)@\(state)"
        case .notification(let name): "post \(name)"
        case .state(let state): "state:\(state.rawValue)"
        case .terminated(let kind): "terminated(\(Self.terminationClass(of: kind)))"
        case .other(let text): text
        }
    }

    /// The class of a termination kind that the documents tell apart. A kill has a cause the
    /// documents name, and the cause is compared: `watchdog` (a callback overran its time),
    /// `gl-in-background`, `background-task-overrun`, `expiration-handler-overrun`, `shared-resource-in-background`; so is
    /// `user-force-quit`. Every ordinary
    /// end — purged while suspended, ended with notice, evicted for memory, rebooted — is
    /// `ended`: whether the app was told is in the callbacks, and the rest is the kit's
    /// vocabulary, not compared.
    static func terminationClass(of kind: String?) -> String {
        switch kind {
        case "watchdog", "gl-in-background", "background-task-overrun", "expiration-handler-overrun", "user-force-quit", "shared-resource-in-background":
            kind ?? "ended"
        default: "ended"
        }
    }

    /// The word before any argument: `dropped` for `dropped(fetch,mode-not-declared)`.
    var recordName: String? {
        guard case .other(let text) = self else { return nil }
        return String(text.prefix { $0 != "(" })
    }
}
