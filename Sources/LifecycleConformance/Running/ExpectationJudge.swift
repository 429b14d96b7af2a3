import LifecycleModel

extension CaseExpectation {
    /// The failure messages of this expectation against the evidence; empty when it holds.
    /// Traces are compared through the observation contract (``CanonicalTrace``).
    public func failures(in evidence: CaseEvidence, ruleIDs: [String], extensions: Bool = false) -> [String] {
        switch self {
        case .trace(let sequences, let filter):
            let observed = evidence.canonical(filter, extensions: extensions)
            let expected = sequences.map { CanonicalTrace(lines: $0, context: context(evidence, extensions)).projected(filter) }
            if expected.contains(observed) { return [] }
            let closest = expected.min { $0.distance(to: observed) < $1.distance(to: observed) } ?? observed
            let note = expected.count > 1 ? " (none of the \(expected.count) valid sequences; the closest is shown)" : ""
            let parts = closest.differingParts(from: observed)
            let verb = parts.count == 1 ? "differs" : "differ"
            return [
                "\(parts.joined(separator: " and ")) \(verb) from what the documents fix\(note):\n"
                    + TraceDiff.sideBySide(expected: closest.lines, observed: observed.lines)
            ]
        case .inOrder(let wanted, let filter):
            let observed = evidence.canonical(filter, extensions: extensions)
            let expected = CanonicalTrace(lines: wanted, context: context(evidence, extensions)).projected(filter)
            return OrderCheck.failures(expected: expected, observed: observed)
        case .excludes(let prefixes, let filter):
            let observed = evidence.canonical(filter, extensions: extensions).plainLines
            let normalized = prefixes.map { prefix in
                prefix == "terminated(" || prefix == "terminated" ? "terminated(" : prefix.hasPrefix("terminated(") ? TraceItem(line: prefix).line : prefix
            }
            let offending = observed.filter { line in normalized.contains { line.hasPrefix($0) } }
            return offending.isEmpty ? [] : ["observed what must not happen: \(offending.joined(separator: ", "))"]
        case .finalState(let state):
            return evidence.finalState == state ? [] : ["expected the app to end \(state.rawValue), it ended \(evidence.finalState.rawValue)"]
        case .refused(let kind):
            guard let refusal = evidence.refusal else { return ["expected the last stimulus to be refused (\(kind.rawValue)); it was accepted"] }
            return refusal.kind == kind ? [] : ["expected a refusal of kind \(kind.rawValue), got \(refusal.kind.rawValue): \(refusal.message)"]
        case .dutiesMet:
            let relevant = evidence.duties.filter { !Set($0.rules).isDisjoint(with: ruleIDs) }
            if relevant.isEmpty { return ["no duty carrying \(ruleIDs.joined(separator: ", ")) fell due during the run"] }
            return relevant.filter { !$0.met }.map { "duty broken: \($0)" }
        case .check(let name, let check):
            return check(evidence).map { ["\(name): \($0)"] } ?? []
        case .all(let expectations):
            return expectations.flatMap { $0.failures(in: evidence, ruleIDs: ruleIDs, extensions: extensions) }
        }
    }

    /// The rules a failure of this expectation is charged to, among `ruleIDs` (the check's
    /// rules): for duty checks only the rules of the broken duties (none when no duty fell
    /// due, so the rules stay unverified), for every other expectation all of them.
    public func blamedRules(in evidence: CaseEvidence, ruleIDs: [String], extensions: Bool = false) -> Set<String> {
        switch self {
        case .dutiesMet:
            let broken = evidence.duties.filter { !$0.met && !Set($0.rules).isDisjoint(with: ruleIDs) }
            return Set(broken.flatMap(\.rules)).intersection(ruleIDs)
        case .all(let expectations):
            return expectations.reduce(into: Set<String>()) { blamed, expectation in
                if !expectation.failures(in: evidence, ruleIDs: ruleIDs, extensions: extensions).isEmpty {
                    blamed.formUnion(expectation.blamedRules(in: evidence, ruleIDs: ruleIDs, extensions: extensions))
                }
            }
        default:
            return failures(in: evidence, ruleIDs: ruleIDs, extensions: extensions).isEmpty ? [] : Set(ruleIDs)
        }
    }

    /// The contract sections this expectation compares through, for failure messages.
    public var clauses: [String] {
        switch self {
        case .trace(_, let filter), .inOrder(_, let filter), .excludes(_, let filter): filter.clauses
        case .finalState: ["§3 States"]
        case .refused: ["§9 Refused stimuli"]
        case .dutiesMet: ["§10 Duties"]
        case .check: ["§1 Reading a trace"]
        case .all(let expectations):
            Array(Set(expectations.flatMap(\.clauses))).sorted { Self.sectionNumber($0) < Self.sectionNumber($1) }
        }
    }

    /// 4 for `§4 Notifications`.
    static func sectionNumber(_ clause: String) -> Int {
        Int(clause.dropFirst().prefix { $0.isNumber }) ?? 0
    }

    private func context(_ evidence: CaseEvidence, _ extensions: Bool) -> CanonicalTrace.Context {
        var context = evidence.traceContext
        context.keepsExtensions = extensions
        return context
    }
}

extension TraceFilter {
    /// The contract sections a comparison under this filter relies on.
    var clauses: [String] {
        switch self {
        case .callbacks: ["§2 Callbacks"]
        case .events: ["§2 Callbacks", "§4 Notifications", "§5 Snapshot", "§6 End of the process", "§7 Queued changes"]
        case .states: ["§3 States"]
        case .interface: ["§2 Callbacks", "§13 Interface loading"]
        case .everything: ["§2 Callbacks", "§3 States", "§4 Notifications", "§5 Snapshot", "§6 End of the process", "§7 Queued changes", "§8 Records"]
        }
    }
}

extension CanonicalTrace {
    /// How far two traces are apart, for picking the closest valid sequence to show.
    func distance(to other: CanonicalTrace) -> Int {
        func gap(_ a: [String], _ b: [String]) -> Int {
            let common = zip(a, b).prefix { $0 == $1 }.count
            return a.count + b.count - 2 * common
        }
        return gap(chain, other.chain) + gap(states, other.states) + gap(changes, other.changes) + gap(answers, other.answers)
            + gap(interface, other.interface)
    }
}
