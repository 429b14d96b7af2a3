import LifecycleConformance
import LifecycleModel
import Testing

/// A group of lines one expectation names, with how it reads them.
struct NamedLines {
    enum Use { case trace, order, exclusion }
    let lines: [String]
    let filter: TraceFilter
    let use: Use
}

extension CaseExpectation {
    /// Every group of trace lines this expectation names, in `.trace`, `.inOrder` and `.excludes`.
    var namedGroups: [NamedLines] {
        switch self {
        case .trace(let sequences, let filter): sequences.map { NamedLines(lines: $0, filter: filter, use: .trace) }
        case .inOrder(let lines, let filter): [NamedLines(lines: lines, filter: filter, use: .order)]
        case .excludes(let prefixes, let filter): [NamedLines(lines: prefixes, filter: filter, use: .exclusion)]
        case .all(let expectations): expectations.flatMap(\.namedGroups)
        case .finalState, .refused, .dutiesMet, .check: []
        }
    }
}

/// One group, with the case and check it belongs to.
struct ExpectedGroup {
    let caseID: String
    let check: String
    let group: NamedLines
    let context: CanonicalTrace.Context

    var place: String { "\(caseID) (\(check))" }
}

@Suite("No case demands what the observation contract leaves free, or relies on what it cannot see")
struct ContractGuardTests {
    static var groups: [ExpectedGroup] {
        ConformanceSuite.allCases.flatMap { conformanceCase in
            conformanceCase.checks.flatMap { check in
                check.expectation.namedGroups.map {
                    ExpectedGroup(
                        caseID: conformanceCase.id, check: check.summary, group: $0,
                        context: CanonicalTrace.Context(usesScenes: conformanceCase.configuration.usesScenes, keepsExtensions: check.isExtension))
                }
            }
        }
    }

    @Test("every line a check demands survives the contract's reading and its filter: no check passes against nothing")
    func noVanishingLines() {
        var vanishing: [String] = []
        for expected in Self.groups where expected.group.use != .exclusion {
            for line in expected.group.lines where CanonicalTrace(lines: [line], context: expected.context).projected(expected.group.filter).lines.isEmpty {
                vanishing.append("\(expected.place): '\(line)' under .\(expected.group.filter)")
            }
        }
        #expect(vanishing.isEmpty, "\(vanishing.count) expected lines vanish, so their checks cannot fail on them:\n\(vanishing.joined(separator: "\n"))")
    }

    @Test("no check excludes what the contract leaves free: such an exclusion could never fail")
    func noFreeExclusions() {
        var free: [String] = []
        for expected in Self.groups where expected.group.use == .exclusion {
            for prefix in expected.group.lines where prefix.hasSuffix(")") || !prefix.contains("(") {
                if CanonicalTrace(lines: [prefix], context: expected.context).lines.isEmpty { free.append("\(expected.place): '\(prefix)'") }
            }
        }
        #expect(free.isEmpty, "\(free.count) exclusions name what the contract leaves free:\n\(free.joined(separator: "\n"))")
    }

    @Test("an ordered expectation stays within one part of the trace: the contract fixes no order across parts")
    func noCrossPartOrders() {
        var crossing: [String] = []
        for expected in Self.groups where expected.group.use == .order {
            let trace = CanonicalTrace(lines: expected.group.lines, context: expected.context).projected(expected.group.filter)
            let parts = [trace.chain, trace.states, trace.changes, trace.answers].filter { !$0.isEmpty }.count
            if parts > 1 { crossing.append("\(expected.place): \(expected.group.lines)") }
        }
        #expect(crossing.isEmpty, "\(crossing.count) ordered expectations relate lines of different parts:\n\(crossing.joined(separator: "\n"))")
    }

    @Test("a termination is named by a class the contract compares, never by a kind it does not")
    func terminationKinds() {
        let ordinary = ["with-notice", "silent-while-suspended", "memory-pressure", "reboot"]
        let vocabulary = Self.groups.flatMap { expected in
            expected.group.lines.filter { $0.hasPrefix("terminated(") && ordinary.contains(where: $0.contains) }.map { "\(expected.caseID): \($0)" }
        }
        #expect(vocabulary.isEmpty, "\(vocabulary.count) lines name an ordinary end by a kind the contract does not compare: \(vocabulary)")
    }
}
