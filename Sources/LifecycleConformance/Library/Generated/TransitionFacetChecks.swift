import LifecycleModel

/// The checks of a case generated from a transition row: one per facet the row's `facets`
/// column gives rules for, each charging that facet's rules only. Callbacks are matched by
/// the transition they report (`Callback.appDelegateEquivalent`), so a callback sent to the
/// wrong delegate fails the receiver check alone; callbacks the contract leaves free
/// (the scene connection calls) are not compared.
struct TransitionFacetChecks {
    let row: TransitionRow
    let configuration: Configuration

    /// One check per facet that has rules, in the order of ``TransitionFacet``; each is
    /// located at `line`, the caller's, in the file that writes the case.
    func checks(line: Int = #line) -> [CaseCheck] {
        TransitionFacet.allCases.compactMap { facet in
            let rules = row.facets.rules(facet)
            guard !rules.isEmpty, let (summary, expectation) = expectation(for: facet) else { return nil }
            return CaseCheck(summary, rules: rules, expectation, line: line)
        }
    }

    /// The steps the contract lets a case compare.
    var comparedSteps: [TransitionStep] {
        row.steps.filter { !ObservationContract.undocumentedCallbacks.contains($0.callback.shortName) }
    }

    func expectation(for facet: TransitionFacet) -> (String, CaseExpectation)? {
        switch facet {
        case .callbacks: callbacksExpectation()
        case .receiver:
            alignedExpectation("each callback of \(row.id) goes to its receiver", "receiver", observed: { $0.receiverLine }, expected: { $0.receiverLine })
        case .applicationState:
            alignedExpectation(
                "applicationState inside each callback of \(row.id) is the table's", "applicationState", observed: { $0.applicationState },
                expected: { [configuration] step in step.applicationState(in: configuration).rawValue })
        case .state: stateExpectation()
        case .notifications: notificationsExpectation()
        case .snapshot: snapshotExpectation()
        case .termination:
            row.ending.map { ending in
                // Written as the contract compares it: an ordinary end is `ended`, whatever its kind.
                let line = TraceItem(line: "terminated(\(ending.rawValue))").line
                return ("the process ends: \(line)", .inOrder([line], filter: .events))
            }
        }
    }

    private func callbacksExpectation() -> (String, CaseExpectation) {
        let expected = comparedSteps.map(\.callback.appDelegateEquivalent.shortName)
        let summary = expected.isEmpty ? "\(row.id) calls none of the app's code" : "\(row.id) calls \(expected.joined(separator: ", ")) in this order"
        return (
            summary,
            .check("callbacks of the row") { evidence in
                let observed = evidence.observedCallbacks.map(\.equivalent)
                if expected.isEmpty { return observed.isEmpty ? nil : "expected no callback, observed \(observed.joined(separator: ", "))" }
                return OrderCheck.subsequence(expected, in: observed).map { "\($0); observed: \(observed.joined(separator: ", "))" }
            }
        )
    }

    /// A check that each step, matched to the observed callback reporting the same transition,
    /// shows the step's `value` (its receiver or its applicationState); an unmatched step is
    /// the callbacks facet's concern.
    private func alignedExpectation(
        _ summary: String, _ what: String, observed seenValue: @escaping @Sendable (ObservedCallback) -> String,
        expected value: @escaping @Sendable (TransitionStep) -> String
    ) -> (String, CaseExpectation) {
        let steps = comparedSteps
        return (
            summary,
            .check("\(what) of the row's callbacks") { evidence in
                let observed = evidence.observedCallbacks
                var index = observed.startIndex
                var wrong: [String] = []
                for step in steps {
                    guard let found = observed[index...].firstIndex(where: { $0.equivalent == step.callback.appDelegateEquivalent.shortName }) else { continue }
                    index = observed.index(after: found)
                    let seen = seenValue(observed[found])
                    if seen != value(step) { wrong.append("expected \(value(step)) for \(step.callback.rawValue), observed \(seen)") }
                }
                return wrong.isEmpty ? nil : wrong.joined(separator: "; ")
            }
        )
    }

    private func stateExpectation() -> (String, CaseExpectation) {
        guard row.to != row.from else { return ("the app stays \(row.to.rawValue)", .trace(oneOf: [[]], filter: .states)) }
        return ("the app moves to \(row.to.rawValue)", .inOrder(["state:\(row.to.rawValue)"], filter: .states))
    }

    private func notificationsExpectation() -> (String, CaseExpectation)? {
        let context = CanonicalTrace.Context(usesScenes: configuration.usesScenes)
        let posted = row.steps.flatMap { step in step.notifications.map { "post \($0)" } }
        let documented = CanonicalTrace(lines: posted, context: context).projected(.events).chain
        guard !documented.isEmpty else { return nil }
        let names = documented.map { $0.dropFirst(5) }.joined(separator: ", ")
        return (
            "\(row.id) posts \(names)",
            .check("notifications of the row") { evidence in
                let observed = evidence.canonical(.events).chain.filter { $0.hasPrefix("post ") }
                return OrderCheck.subsequence(documented, in: observed).map { "\($0); observed: \(observed.joined(separator: ", "))" }
            }
        )
    }

    private func snapshotExpectation() -> (String, CaseExpectation)? {
        guard row.snapshot, let last = comparedSteps.last?.callback.appDelegateEquivalent.shortName else { return nil }
        return (
            "the snapshot is taken after \(last) returns",
            .check("snapshot of the row") { evidence in
                let chain = evidence.canonical(.events).chain
                guard let returned = chain.lastIndex(where: { TraceItem(line: $0).callbackEquivalent == last }) else { return nil }
                return chain[returned...].contains { $0.hasPrefix("snapshot") }
                    ? nil : "expected a snapshot after \(last); observed: \(chain.joined(separator: ", "))"
            }
        )
    }
}
