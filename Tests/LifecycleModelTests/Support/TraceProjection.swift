import LifecycleModel

/// Turns observations into the short lines the golden traces are written in, so a
/// golden trace reads like the documents' figures.
enum TraceProjection {
    /// Callbacks as `name@applicationState`, notifications as `post NAME`, plus snapshots
    /// and terminations; state changes are left out (see `statePath`).
    static func events(_ observations: [Observation]) -> [String] {
        observations.compactMap { observation in
            switch observation {
            case .callback(let callback, let receiver, let state):
                (receiver == .sceneDelegate ? "scene." : "") + "\(callback.shortName)@\(state.rawValue)"
            case .notification(let name): "post \(name)"
            case .snapshotTaken: "snapshot"
            case .terminated(let kind): "terminated(\(kind.rawValue))"
            default: nil
            }
        }
    }

    /// The states the app passes through, starting with the first state left.
    static func statePath(_ observations: [Observation]) -> [String] {
        var path: [String] = []
        for case .stateChanged(let from, let to) in observations {
            if path.isEmpty { path.append(from.rawValue) }
            path.append(to.rawValue)
        }
        return path
    }
}

/// Drives a fresh reference system with a script of stimuli.
struct Scenario {
    let system: ReferenceSystem
    let app: ReferenceApp

    init(_ configure: (inout Configuration) -> Void = { _ in }, app options: ReferenceApp.Options = .init()) throws {
        var configuration = Configuration()
        configure(&configuration)
        system = try ReferenceSystem()
        app = ReferenceApp(options: options)
        try system.configure(configuration, app: app)
    }

    /// Sends every stimulus and returns the observations of the last one.
    @discardableResult
    func run(_ stimuli: Stimulus...) throws -> [Observation] {
        var last: [Observation] = []
        for stimulus in stimuli { last = try system.send(stimulus) }
        return last
    }

    /// Sends every stimulus and returns all observations.
    func trace(_ stimuli: Stimulus...) throws -> [Observation] {
        var all: [Observation] = []
        for stimulus in stimuli { all += try system.send(stimulus) }
        return all
    }
}
