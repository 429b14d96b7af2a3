import LifecycleConformance
import LifecycleModel
import Testing

/// The lines a case writes in its expectations, with the check they belong to.
struct ExpectedLine {
    let caseID: String
    let check: String
    let line: String
    let isExtension: Bool
    let usesScenes: Bool
}

extension CaseExpectation {
    /// Every trace line this expectation names, in `.trace`, `.inOrder` and `.excludes`.
    var namedLines: [String] {
        switch self {
        case .trace(let sequences, _): sequences.flatMap { $0 }
        case .inOrder(let lines, _): lines
        case .excludes(let prefixes, _): prefixes
        case .all(let expectations): expectations.flatMap(\.namedLines)
        case .finalState, .refused, .dutiesMet, .check: []
        }
    }
}

@Suite("No case demands what the observation contract leaves free")
struct ContractGuardTests {
    static var expectedLines: [ExpectedLine] {
        ConformanceSuite.allCases.flatMap { conformanceCase in
            conformanceCase.checks.flatMap { check in
                check.expectation.namedLines.map {
                    ExpectedLine(
                        caseID: conformanceCase.id, check: check.summary, line: $0, isExtension: check.isExtension,
                        usesScenes: conformanceCase.configuration.usesScenes)
                }
            }
        }
    }

    @Test("every line a check names survives the contract's reading: nothing free is demanded or excluded")
    func noFreeLines() {
        var free: [String] = []
        for expected in Self.expectedLines {
            let context = CanonicalTrace.Context(usesScenes: expected.usesScenes, keepsExtensions: expected.isExtension)
            if CanonicalTrace(lines: [expected.line], context: context).lines.isEmpty {
                free.append("\(expected.caseID) (\(expected.check)): '\(expected.line)'")
            }
        }
        #expect(free.isEmpty, "\(free.count) expected lines name what the contract leaves free:\n\(free.joined(separator: "\n"))")
    }

    @Test("a termination is named by a class the contract compares, never by a kind it does not")
    func terminationKinds() {
        let vocabulary = Self.expectedLines.filter { line in
            line.line.hasPrefix("terminated(") && ["with-notice", "silent-while-suspended", "memory-pressure", "reboot"].contains(where: line.line.contains)
        }
        #expect(
            vocabulary.isEmpty,
            "\(vocabulary.count) lines name an ordinary end by a kind the contract does not compare: \(vocabulary.map { "\($0.caseID): \($0.line)" })")
    }
}
