import LifecycleFiles
import LifecycleSpec

/// Turns the units of a folded run into report tests: ids, names, suites, and the rules
/// their names tag, checked against the catalog.
struct EventStreamEntries {
    let catalog: Catalog
    let run: EventStreamRun

    func tests() throws(ReportError) -> [ImportedTest] {
        var tests: [ImportedTest] = []
        tests.reserveCapacity(run.units.count)
        for unit in run.units { tests.append(try test(unit)) }
        return tests
    }

    private func test(_ unit: EventStreamRun.Unit) throws(ReportError) -> ImportedTest {
        let testID = unit.key.testID
        let known = run.tests[testID]
        let testName = known.map { $0.displayName ?? $0.name } ?? (testID.isEmpty ? "test run" : testID)
        let suite = testID.isEmpty ? "run" : suiteID(of: testID)
        var id = testID.isEmpty ? "(run)" : testID
        var name = testName
        var group = suite
        var ruleIDs = try ruleIDs(in: testName, of: testName, line: unit.line)
        if let testCase = unit.testCase {
            let ordinal = known?.caseOrdinals[testCase.id]
            id += "#" + (ordinal.map(String.init) ?? testCase.id)
            name = testCase.displayName
            group = suite + "/" + (known?.name ?? testName)
            let caseRuleIDs = try self.ruleIDs(in: testCase.displayName, of: name, line: unit.line)
            ruleIDs = caseRuleIDs + ruleIDs.filter { !caseRuleIDs.contains($0) }
        }
        for ruleID in ruleIDs where catalog.rule(ruleID) == nil {
            throw ReportError("\(run.fileName):\(unit.line): test \(QuotedText.quoted(name)) names rule \(ruleID), which is not in the catalog")
        }
        let duration = unit.start.flatMap { start in unit.end.map { max(0, $0 - start) } }
        let entry = TestEntry(
            id: id, name: name, suite: group, ruleIDs: ruleIDs, status: unit.status, durationSeconds: duration, messages: unit.messages.all)
        let function = known?.kind == .function ? suite.replacingSlashes() + "/" + (known?.name ?? testName) : nil
        return ImportedTest(entry: entry, function: function, line: unit.line)
    }

    /// The rule ids tagged at the start of `text`, the display name of the test `name`.
    private func ruleIDs(in text: String, of name: String, line: Int) throws(ReportError) -> [String] {
        switch RuleTag.parse(text) {
        case .none: return []
        case .ids(let ids): return ids
        case .malformed(let reason):
            throw ReportError(
                "\(run.fileName):\(line): test \(QuotedText.quoted(name)) has a malformed rule tag: \(reason); write it as [RULE-ID, …], e.g. [STATES-039, APG-056]"
            )
        }
    }

    /// The innermost suite that contains a test; for a suite itself or a free function, its module.
    private func suiteID(of testID: String) -> String {
        var candidate = Substring(testID)
        while let slash = candidate.lastIndex(of: "/") {
            candidate = candidate[..<slash]
            if run.tests[String(candidate)]?.kind == .suite { return String(candidate) }
        }
        if run.tests[testID]?.kind == .suite { return testID }
        return String(testID.prefix { $0 != "." && $0 != "/" })
    }
}

extension String {
    /// A nested suite's id (`Module.Outer/Inner`) as an xUnit class name (`Module.Outer.Inner`).
    fileprivate func replacingSlashes() -> String {
        String(map { $0 == "/" ? "." : $0 })
    }
}
