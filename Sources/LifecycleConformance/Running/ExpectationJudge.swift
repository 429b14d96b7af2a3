import LifecycleModel

extension Expectation {
    /// The failure messages of this expectation against the evidence; empty when it holds.
    public func failures(in evidence: CaseEvidence, ruleIDs: [String]) -> [String] {
        switch self {
        case .trace(let sequences, let filter):
            let observed = evidence.lines(filter)
            if sequences.contains(observed) { return [] }
            let closest = sequences.min { (TraceDiff.firstDivergence($0, observed) ?? .max) > (TraceDiff.firstDivergence($1, observed) ?? .max) } ?? []
            let note = sequences.count > 1 ? " (none of the \(sequences.count) valid sequences; the closest is shown)" : ""
            return ["the trace differs from the expected one\(note):\n" + TraceDiff.sideBySide(expected: closest, observed: observed)]
        case .inOrder(let wanted, let filter):
            let observed = evidence.lines(filter)
            var index = observed.startIndex
            for line in wanted {
                guard let found = observed[index...].firstIndex(of: line) else {
                    return [
                        "expected '\(line)' (in order: \(wanted.joined(separator: " → "))) but it was not observed:\n"
                            + TraceDiff.sideBySide(expected: wanted, observed: observed)
                    ]
                }
                index = observed.index(after: found)
            }
            return []
        case .excludes(let prefixes, let filter):
            let offending = evidence.lines(filter).filter { line in prefixes.contains { line.hasPrefix($0) } }
            return offending.isEmpty ? [] : ["observed what must not happen: \(offending.joined(separator: ", "))"]
        case .finalState(let state):
            return evidence.finalState == state ? [] : ["expected the app to end \(state.rawValue), it ended \(evidence.finalState.rawValue)"]
        case .refused(let kind):
            guard let refusal = evidence.refusal else { return ["expected the stimulus to be refused (\(kind.rawValue)), it was accepted"] }
            return refusal.kind == kind ? [] : ["expected a refusal of kind \(kind.rawValue), got \(refusal.kind.rawValue): \(refusal.message)"]
        case .dutiesMet:
            let relevant = evidence.duties.filter { !Set($0.rules).isDisjoint(with: ruleIDs) }
            if relevant.isEmpty { return ["no duty carrying \(ruleIDs.joined(separator: ", ")) fell due during the run"] }
            return relevant.filter { !$0.met }.map { "duty broken: \($0)" }
        case .check(let name, let check):
            return check(evidence).map { ["\(name): \($0)"] } ?? []
        case .all(let expectations):
            return expectations.flatMap { $0.failures(in: evidence, ruleIDs: ruleIDs) }
        }
    }

    /// The rules a failure is charged to: for duty checks only the rules of the broken
    /// duties (none when no duty fell due, so the rules stay unverified), for every other
    /// expectation all the case's rules.
    public func blamedRules(in evidence: CaseEvidence, ruleIDs: [String]) -> Set<String> {
        switch self {
        case .dutiesMet:
            // When no duty fell due the rules were not verified: nothing is charged.
            let broken = evidence.duties.filter { !$0.met && !Set($0.rules).isDisjoint(with: ruleIDs) }
            return Set(broken.flatMap(\.rules)).intersection(ruleIDs)
        case .all(let expectations):
            return expectations.reduce(into: Set<String>()) { blamed, expectation in
                if !expectation.failures(in: evidence, ruleIDs: ruleIDs).isEmpty {
                    blamed.formUnion(expectation.blamedRules(in: evidence, ruleIDs: ruleIDs))
                }
            }
        default:
            return failures(in: evidence, ruleIDs: ruleIDs).isEmpty ? [] : Set(ruleIDs)
        }
    }
}
