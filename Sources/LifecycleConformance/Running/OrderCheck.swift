/// Whether the lines of an `inOrder` expectation appear, part by part, in the observed
/// trace: in order within the chain and the states, anywhere among the free-order parts.
/// Lines in different parts have no order between them; that is the contract's freedom.
enum OrderCheck {
    static func failures(expected: CanonicalTrace, observed: CanonicalTrace) -> [String] {
        var failures: [String] = []
        if let problem = subsequence(expected.chain, in: observed.chain) { failures.append(problem + "\n" + context(observed.chain)) }
        if let problem = subsequence(expected.states, in: observed.states) { failures.append(problem + "\n" + context(observed.states)) }
        for line in missing(expected.changes, from: observed.changes) + missing(expected.answers, from: observed.answers) {
            failures.append(
                "expected '\(line)' (in any order) but it was not observed; observed: \((observed.changes + observed.answers).joined(separator: ", "))")
        }
        return failures
    }

    /// Why `wanted` is not a subsequence of `observed`, or nil when it is. Tells a line that
    /// never came from one that came too early.
    static func subsequence(_ wanted: [String], in observed: [String]) -> String? {
        var index = observed.startIndex
        var previous: String?
        for line in wanted {
            if let found = observed[index...].firstIndex(where: { matches(line, $0) }) {
                index = observed.index(after: found)
                previous = line
                continue
            }
            let order = wanted.joined(separator: " → ")
            if let earlier = observed[..<index].firstIndex(where: { matches(line, $0) }), let previous {
                return "expected '\(line)' after '\(previous)' (in order: \(order)); it was observed, but before it (line \(earlier + 1) of the observed trace)"
            }
            return "expected '\(line)' (in order: \(order)) but it was not observed"
        }
        return nil
    }

    /// Whether an observed line is the one wanted; `callback@*` wants the callback whatever
    /// the applicationState inside it.
    static func matches(_ wanted: String, _ observed: String) -> Bool {
        guard wanted.hasSuffix("@*") else { return wanted == observed }
        let name = wanted.dropLast(1)
        return observed.hasPrefix(name) && !observed.dropFirst(name.count).contains("@")
    }

    static func missing(_ wanted: [String], from observed: [String]) -> [String] {
        var pool = observed
        var missing: [String] = []
        for line in wanted {
            if let index = pool.firstIndex(of: line) { pool.remove(at: index) } else { missing.append(line) }
        }
        return missing
    }

    static func context(_ observed: [String]) -> String {
        "observed:\n" + (observed.isEmpty ? ["   (nothing)"] : observed.enumerated().map { "   \($0.offset + 1). \($0.element)" }).joined(separator: "\n")
    }
}
