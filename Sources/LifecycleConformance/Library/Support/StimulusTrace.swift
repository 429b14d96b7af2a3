import LifecycleModel

/// Expectations about one checked stimulus, judged through the observation contract: the
/// stimulus's observations are read with `CaseEvidence.canonical(stimulus:_:)` and the
/// expected lines are put in the same canonical form, so every freedom the contract grants
/// (the position of states, notifications and answers, records left out) is granted here too.
enum StimulusTrace {
    /// Checked stimulus `index` shows exactly `lines` in the parts `filter` keeps; an empty
    /// list means the stimulus changes nothing the contract compares (no callback, no state
    /// change, no answer), which is how a dropped event is seen (contract §8).
    static func shows(_ index: Int, _ lines: [String], filter: TraceFilter = .everything) -> CaseExpectation {
        let wanted = lines.isEmpty ? "nothing" : lines.joined(separator: ", ")
        return .check("checked stimulus \(index + 1) shows \(wanted)") { evidence in
            guard let observed = evidence.canonical(stimulus: index, filter) else {
                return "checked stimulus \(index + 1) was never sent (an earlier one was refused); observed \(evidence.perStimulus.count) stimuli"
            }
            var context = evidence.traceContext
            context.stateBefore = stateBefore(stimulus: index, in: evidence)
            let expected = CanonicalTrace(lines: lines, context: context).projected(filter)
            guard observed != expected else { return nil }
            return "expected \(expected.lines.isEmpty ? "nothing" : expected.lines.joined(separator: ", ")), observed "
                + (observed.lines.isEmpty ? "nothing" : observed.lines.joined(separator: ", "))
        }
    }

    /// Checked stimulus `index` gives `answer` among the system's answers to the app's own
    /// requests; an answer is fixed in value and free in position (contract §8).
    static func answers(_ index: Int, include answer: String) -> CaseExpectation {
        .check("checked stimulus \(index + 1) answers \(answer)") { evidence in
            guard let observed = evidence.canonical(stimulus: index, .everything) else {
                return "checked stimulus \(index + 1) was never sent (an earlier one was refused)"
            }
            return observed.answers.contains(answer)
                ? nil : "expected the answer \(answer), observed \(observed.answers.isEmpty ? "no answer" : observed.answers.joined(separator: ", "))"
        }
    }

    /// Checked stimuli 0 through `last` leave the app running: none of them suspends it or
    /// ends its process. Read through the canonical trace of each stimulus, states and
    /// chain apart (contract §1), so where a state change is reported does not matter.
    static func keepsRunning(through last: Int) -> CaseExpectation {
        .check("still running through checked stimulus \(last + 1)") { evidence in
            for index in 0...last {
                guard let trace = evidence.canonical(stimulus: index, .everything) else {
                    return "checked stimulus \(index + 1) was never sent (an earlier one was refused)"
                }
                let stops = trace.states.filter { $0 == "state:suspended" || $0 == "state:not-running" } + trace.chain.filter { $0.hasPrefix("terminated(") }
                if !stops.isEmpty {
                    return "checked stimulus \(index + 1) stopped the app (\(stops.joined(separator: ", "))); it should still be running in the background"
                }
            }
            return nil
        }
    }

    /// The state the app was in before checked stimulus `index`, as `CaseEvidence.canonical(stimulus:_:)` reads it.
    static func stateBefore(stimulus index: Int, in evidence: CaseEvidence) -> AppState {
        let earlier = evidence.setup + evidence.perStimulus.prefix(index).flatMap { $0 }
        let states = earlier.compactMap { observation -> AppState? in
            if case .stateChanged(_, let to) = observation { return to }
            return nil
        }
        return states.last ?? .notRunning
    }
}
