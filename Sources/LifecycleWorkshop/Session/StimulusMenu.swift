import Foundation
import LifecycleModel
import LifecycleText

/// The simulator's `help`: every kind of stimulus, tried on a copy of the session (a fresh
/// reference system that replays the session's history), with the transition rows it
/// would fire or the model's reason for refusing it.
public struct StimulusMenu {
    /// One representative line per kind of stimulus, in script syntax.
    public static let entries = [
        "tap-icon", "open-url", "home", "app-switch", "call", "answer", "decline", "banner", "pull-notification-center",
        "dismiss-notification-center", "lock", "unlock", "first-unlock", "memory-pressure 100", "force-quit", "system-terminate", "reboot",
        "event fetch", "push", "push content-available", "change orientation 3", "touch", "redraw", "wait 30",
        "schedule-local-notifications 1", "fire-local-notification",
    ]

    let session: SimulationSession

    /// The menu of `session` in its current state.
    public init(session: SimulationSession) {
        self.session = session
    }

    /// The menu's lines: the session commands, the stimuli accepted now with the rows they
    /// would run, the stimuli refused now with the model's reason, and the aliases.
    public var lines: [String] {
        var accepted: [String] = []
        var refused: [String] = []
        for entry in Self.entries {
            guard let stimulus = try? StimulusScript.parse(entry) else { continue }
            let name = "    " + entry.padding(toLength: 32, withPad: " ", startingAt: 0)
            switch tryOnCopy(stimulus) {
            case .success(let outcome): accepted.append(name + outcome)
            case .failure(let error): refused.append(name + reason(error, for: stimulus))
            }
        }
        let events = BackgroundEvent.allCases.map(\.rawValue).joined(separator: ", ")
        let changes = SystemChangeKind.allCases.map(\.rawValue).joined(separator: ", ")
        let words = session.words
        return [
            "  " + words("sim.menu.commands", "commands", SessionVocabulary.commands.joined(separator: ", ")),
            "  " + words("sim.menu.accepted", "state", session.state.rawValue),
        ] + accepted
            + ["  " + words("sim.menu.refused")] + refused + [
                "  " + words("sim.menu.aliases"),
                "  event KIND: \(events)", "  change KIND N: \(changes)",
            ]
    }

    /// What the stimulus would do now: the transition rows it runs, or its observations when it runs none.
    func tryOnCopy(_ stimulus: Stimulus) -> Result<String, LifecycleError> {
        let copy: ReferenceRun
        do {
            copy = try ReferenceRun(configuration: session.configuration, app: session.appOptions, tables: session.tables)
        } catch {
            return .failure(error)
        }
        for earlier in session.history { _ = copy.step(earlier) }
        let step = copy.step(stimulus)
        if let refusal = step.refusal { return .failure(refusal) }
        let rows = step.transitionRows
        let words = session.words
        guard rows.isEmpty else { return .success(rows.map { "\($0.id) -> \($0.to.rawValue)" }.joined(separator: words("sim.menu.then"))) }
        let seen = step.observations.prefix(2).map { words.text($0.description) } + (step.observations.count > 2 ? ["…"] : [])
        return .success(words("sim.menu.no-row", "seen", seen.isEmpty ? words("sim.menu.nothing-observable") : seen.joined(separator: "; ")))
    }

    /// The model's reason without the "'x' makes no sense while the app is y:" preamble, in
    /// the session's language.
    func reason(_ error: LifecycleError, for stimulus: Stimulus) -> String {
        let words = session.words
        guard error.messageID == "sim.refusal.not-applicable" else { return error.text(in: words) }
        guard let id = error.valueIDs["reason"] else { return error.text(in: words) }
        return words(id, error.values)
    }
}
