import LifecycleModel

/// Expectations the cases share that the built-in ones do not express: an exact callback
/// sequence of one stimulus, a stimulus that produces nothing, a run whose stimuli were all
/// accepted. Each compares through the observation contract (``CanonicalTrace``), never
/// through the raw order of observations or a bookkeeping record.
extension CaseExpectation {
    /// The callbacks of the run, or of one checked stimulus, are exactly `lines`, in order.
    /// A line ending `@*` matches the callback whatever the applicationState inside it.
    ///
    /// Contract §2 fixes which callbacks come and in which order; the wildcard leaves the
    /// applicationState to the check whose rule fixes it, so a wrong state is not blamed on
    /// the rules of the sequence.
    static func callbackSequence(_ lines: [String], stimulus: Int? = nil) -> CaseExpectation {
        let scope = stimulus.map { "stimulus \($0 + 1)" } ?? "the run"
        return .check("the callbacks of \(scope)") { evidence in
            guard let observed = callbacks(of: evidence, stimulus: stimulus) else {
                return "stimulus \((stimulus ?? 0) + 1) was not sent: an earlier one was refused; check why the adapter refused it"
            }
            let expected = CanonicalTrace(lines: lines, context: evidence.traceContext).projected(.callbacks).chain
            let matches = expected.count == observed.count && zip(expected, observed).allSatisfy { OrderCheck.matches($0, $1) }
            if matches { return nil }
            return "expected \(describe(expected)), observed \(describe(observed))"
        }
    }

    /// The first callbacks of the run, or of one checked stimulus, are `lines`, in order (a
    /// line ending `@*` matches the callback whatever the applicationState inside it). Contract
    /// §2 fixes which callback comes first (APG-056: a launch's first is willFinishLaunching).
    static func callbacksBegin(with lines: [String], stimulus: Int? = nil) -> CaseExpectation {
        .check("the first callbacks") { evidence in
            guard let observed = callbacks(of: evidence, stimulus: stimulus) else {
                return "stimulus \((stimulus ?? 0) + 1) was not sent: an earlier one was refused; check why the adapter refused it"
            }
            let expected = CanonicalTrace(lines: lines, context: evidence.traceContext).projected(.callbacks).chain
            let matches = expected.count <= observed.count && zip(expected, observed).allSatisfy { OrderCheck.matches($0, $1) }
            if matches { return nil }
            return "expected the callbacks to begin with \(describe(expected)), observed \(describe(observed))"
        }
    }

    /// Nothing the contract compares is observed in one checked stimulus: no callback, no
    /// state change, no notification, no system action, no answer. Bookkeeping records are
    /// free (contract §8), so an event that is dropped shows here as nothing at all.
    static func nothingHappens(stimulus: Int) -> CaseExpectation {
        .check("nothing happens in stimulus \(stimulus + 1)") { evidence in
            guard let observed = evidence.canonical(stimulus: stimulus, .everything) else {
                return "stimulus \(stimulus + 1) was not sent: an earlier one was refused; check why the adapter refused it"
            }
            return observed.lines.isEmpty ? nil : "expected nothing, observed \(describe(observed.lines))"
        }
    }

    /// The states one checked stimulus passes through are exactly `lines` (`state:inactive`,
    /// …), read as contract §3 reads them: in order among themselves, wherever they were
    /// reported, with the optional stop in `background` of a suspended app removed.
    static func states(_ lines: [String], stimulus: Int) -> CaseExpectation {
        .check("the states of stimulus \(stimulus + 1)") { evidence in
            guard let observed = evidence.canonical(stimulus: stimulus, .states)?.states else {
                return "stimulus \(stimulus + 1) was not sent: an earlier one was refused; check why the adapter refused it"
            }
            return observed == lines ? nil : "expected \(describe(lines)), observed \(describe(observed))"
        }
    }

    /// No line of one checked stimulus, as the contract reads it under `filter`, starts with
    /// any of `prefixes`: ``CaseExpectation/excludes(_:filter:)`` for a single stimulus, for
    /// what must not happen at one step of a run though it happens at a later one (contract
    /// §1: each part read on its own, in the stimulus's canonical form).
    static func excludes(_ prefixes: [String], filter: TraceFilter, stimulus: Int) -> CaseExpectation {
        .check("what stimulus \(stimulus + 1) must not show") { evidence in
            guard let observed = evidence.canonical(stimulus: stimulus, filter) else {
                return "stimulus \(stimulus + 1) was not sent: an earlier one was refused; check why the adapter refused it"
            }
            let offending = observed.lines.filter { line in prefixes.contains { line.hasPrefix($0) } }
            return offending.isEmpty ? nil : "observed what must not happen: \(offending.joined(separator: ", "))"
        }
    }

    /// One checked stimulus delivers one of the notifications `names` as a change of the
    /// system (contract §7: queued and immediate change notifications are compared in any
    /// order, so only their delivery in that stimulus is asked).
    static func changeDelivered(oneOf names: [String], stimulus: Int) -> CaseExpectation {
        .check("the change notification of stimulus \(stimulus + 1)") { evidence in
            guard let changes = evidence.canonical(stimulus: stimulus, .events)?.changes else {
                return "stimulus \(stimulus + 1) was not sent: an earlier one was refused; check why the adapter refused it"
            }
            if changes.contains(where: { line in names.contains { line == "post \($0)" } }) { return nil }
            return "expected \(names.joined(separator: " or ")), observed \(describe(changes))"
        }
    }

    /// At least one of `alternatives` holds: for a fact the documents state whichever
    /// delegate receives the calls, where the receiver is another check's concern.
    static func anyOf(_ alternatives: [CaseExpectation]) -> CaseExpectation {
        .check("one of \(alternatives.count) valid readings") { evidence in
            let failures = alternatives.map { $0.failures(in: evidence, ruleIDs: []) }
            if failures.contains(where: \.isEmpty) { return nil }
            return "none holds:\n" + failures.map { $0.joined(separator: "\n") }.joined(separator: "\nor:\n")
        }
    }

    /// Every checked stimulus was accepted, so what a case excludes really had the chance
    /// to happen (contract §9: a refusal is a statement of its own).
    static let everyStimulusAccepted = CaseExpectation.check("every stimulus is accepted") { evidence in
        evidence.refusal.map { "stimulus \(evidence.perStimulus.count + 1) was refused: \($0.message)" }
    }

    /// The canonical callbacks of the run or of one stimulus; nil when the stimulus was not sent.
    private static func callbacks(of evidence: CaseEvidence, stimulus: Int?) -> [String]? {
        guard let stimulus else { return evidence.canonical(.callbacks).chain }
        return evidence.canonical(stimulus: stimulus, .callbacks)?.chain
    }

    private static func describe(_ lines: [String]) -> String {
        lines.isEmpty ? "nothing" : lines.joined(separator: " → ")
    }
}
