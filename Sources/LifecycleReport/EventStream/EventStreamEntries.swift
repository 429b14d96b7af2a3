import LifecycleFiles
import LifecycleSpec

/// Turns the units of a folded run into report tests: ids, names, suites, and the rules
/// their names tag, checked against the catalog. Suite names are shared strings, and a
/// parameterized test's group and tags are worked out once, not once per case.
struct EventStreamEntries {
    let catalog: Catalog
    let fileName: String
    let knownTests: [EventStreamRun.KnownTest]
    let testIndex: [String: Int]
    /// Suite ids by themselves, to find a test's suite without building strings.
    private let suites: [Substring: String]
    private var modules: [Substring: String] = [:]
    /// The test worked out last, reused by the next unit of the same test.
    private var last: (testID: String, suite: String, name: String, ruleIDs: [String])?
    /// Each list of rule ids once, shared by every test that names the same rules.
    private var ruleLists: [[String]: [String]] = [:]

    init(catalog: Catalog, run: EventStreamRun) {
        self.catalog = catalog
        fileName = run.fileName
        knownTests = run.knownTests
        testIndex = run.testIndex
        var suites: [Substring: String] = [:]
        for test in run.knownTests where test.kind == .suite { suites[Substring(test.id)] = test.id }
        self.suites = suites
    }

    /// The tests of `units`, which are freed as they are read.
    mutating func tests(_ units: inout UnitStore) throws(ReportError) -> ImportedTests {
        var imported = ImportedTests(entries: [], origins: [])
        imported.entries.reserveCapacity(units.count)
        imported.origins.reserveCapacity(units.count)
        try units.drain { unit throws(ReportError) in
            let (entry, origin) = try test(unit)
            imported.entries.append(entry)
            imported.origins.append(origin)
        }
        Self.qualifyRepeatedCaseIDs(&imported.entries)
        return imported
    }

    /// A case id that names test cases of several tests (two adapters checked in one run)
    /// is qualified by each one's test, `LAUNCH-001 (Module/conforms(_:))`, or by its full
    /// test id when that is still not unique, so every id stays unique whatever order the
    /// cases ran in.
    static func qualifyRepeatedCaseIDs(_ entries: inout [TestEntry]) {
        var counts: [String: Int] = [:]
        for entry in entries where entry.testID != nil { counts[entry.id, default: 0] += 1 }
        guard counts.values.contains(where: { $0 > 1 }) else { return }
        var qualifiedCounts: [String: Int] = [:]
        let qualified = entries.map { entry in entry.testID != nil && counts[entry.id, default: 0] > 1 ? "\(entry.id) (\(entry.suite))" : entry.id }
        for id in qualified { qualifiedCounts[id, default: 0] += 1 }
        for index in entries.indices where qualified[index] != entries[index].id {
            entries[index].id = qualifiedCounts[qualified[index], default: 0] > 1 ? "\(entries[index].id) (\(entries[index].testID ?? ""))" : qualified[index]
        }
    }

    private mutating func test(_ unit: EventStreamRun.Unit) throws(ReportError) -> (TestEntry, TestOrigin) {
        let testID = unit.testID
        let known = testIndex[testID].map { knownTests[$0] }
        let (suite, testName, testRuleIDs) = try self.testDetails(testID, known, line: unit.line)
        var id = testID.isEmpty ? "(run)" : testID
        var qualifiedTestID: String?
        var name = testName
        var group = suite
        var ruleIDs = testRuleIDs
        if let testCase = unit.testCase {
            let ordinal = known?.caseOrdinals[testCase.id]
            id += "#" + (ordinal.map(String.init) ?? testCase.id)
            if let caseID = ArgumentCaseID.caseID(testCaseID: testCase.id, displayName: testCase.displayName) {
                qualifiedTestID = id
                id = caseID
            }
            name = testCase.displayName
            group = suite + "/" + (known?.name ?? testName)
            let caseRuleIDs = try self.ruleIDs(in: testCase.displayName, of: name, line: unit.line)
            ruleIDs = caseRuleIDs + ruleIDs.filter { !caseRuleIDs.contains($0) }
        }
        ruleIDs = shared(ruleIDs)
        for ruleID in ruleIDs where catalog.rule(ruleID) == nil {
            throw ReportError(id: "cmd.report.test-unknown-rule", ["at": "\(fileName):\(unit.line)", "test": QuotedText.quoted(name), "rule": ruleID])
        }
        let duration = unit.start.flatMap { start in unit.end.map { max(0, $0 - start) } }
        let entry = TestEntry(
            id: id, name: name, suite: group, ruleIDs: ruleIDs, status: unit.status, durationSeconds: duration, messages: unit.messages.all,
            testID: qualifiedTestID)
        return (entry, TestOrigin(suite: suite, function: known?.kind == .function ? known?.name : nil, line: unit.line))
    }

    /// The suite, display name and tagged rules of a test, worked out once for all its cases.
    private mutating func testDetails(_ testID: String, _ known: EventStreamRun.KnownTest?, line: Int) throws(ReportError) -> (String, String, [String]) {
        if let last, last.testID == testID { return (last.suite, last.name, last.ruleIDs) }
        let name = known.map { $0.displayName ?? $0.name } ?? (testID.isEmpty ? "test run" : testID)
        let suite = testID.isEmpty ? "run" : suiteID(of: testID)
        let ruleIDs = try self.ruleIDs(in: name, of: name, line: line)
        last = (testID, suite, name, ruleIDs)
        return (suite, name, ruleIDs)
    }

    /// `ruleIDs`, as the one array kept for that list.
    private mutating func shared(_ ruleIDs: [String]) -> [String] {
        if let list = ruleLists[ruleIDs] { return list }
        ruleLists[ruleIDs] = ruleIDs
        return ruleIDs
    }

    /// The rule ids tagged at the start of `text`, the display name of the test `name`.
    private func ruleIDs(in text: String, of name: String, line: Int) throws(ReportError) -> [String] {
        switch RuleTag.parse(text) {
        case .none: return []
        case .ids(let ids): return ids
        case .malformed(let reason):
            throw ReportError(id: "cmd.report.malformed-tag", ["at": "\(fileName):\(line)", "test": QuotedText.quoted(name), "reason": reason])
        }
    }

    /// The innermost suite that contains a test; for a suite itself or a free function, its module.
    private mutating func suiteID(of testID: String) -> String {
        var candidate = Substring(testID)
        while let slash = candidate.lastIndex(of: "/") {
            candidate = candidate[..<slash]
            if let suite = suites[candidate] { return suite }
        }
        if let suite = suites[Substring(testID)] { return suite }
        let module = testID.prefix { $0 != "." && $0 != "/" }
        if let known = modules[module] { return known }
        modules[module] = String(module)
        return String(module)
    }
}
