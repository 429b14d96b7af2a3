import Foundation
import LifecycleSpec

/// Turns a Swift Testing event stream (and optionally the xUnit file of the same run) into
/// the tests of a report. The rules a test checks come from its own name: the leading
/// `[RULE-ID, …]` of the test case's argument description or of the test's display name.
public struct EventStreamImport: Sendable {
    public let catalog: Catalog

    public init(catalog: Catalog) {
        self.catalog = catalog
    }

    /// The tests of the event stream at `events`, checked against the xUnit file at `xunit`.
    public func tests(events: URL, xunit: URL? = nil) throws(ReportError) -> [TestEntry] {
        let eventData = try Self.contents(of: events, what: "event stream")
        guard let xunit else { return try tests(data: eventData, fileName: events.path) }
        let xunitData = try Self.contents(of: xunit, what: "xUnit file")
        return try tests(data: eventData, fileName: events.path, xunit: (xunitData, xunit.path))
    }

    /// The tests of an event stream held in memory, checked against an xUnit file if given;
    /// the file names name them in messages.
    public func tests(data: Data, fileName: String, xunit: (data: Data, fileName: String)? = nil) throws(ReportError) -> [TestEntry] {
        let keyed = try keyedTests(data: data, fileName: fileName)
        guard let xunit else { return keyed.map(\.entry) }
        let cases = try XUnitReader(fileName: xunit.fileName).read(xunit.data)
        return try XUnitMerge(fileName: xunit.fileName, eventsFileName: fileName).merge(cases, into: keyed)
    }

    /// The tests, each with the `suite/function` key of the test function it belongs to.
    private func keyedTests(data: Data, fileName: String) throws(ReportError) -> [(function: String, entry: TestEntry)] {
        var run = EventStreamRun(fileName: fileName)
        for line in try EventStreamReader(fileName: fileName).read(data) { run.add(line) }
        guard run.recordCount > 0 else {
            throw ReportError("\(fileName): empty event stream: no records (write it with swift test --event-stream-output-path FILE --event-stream-version 0)")
        }
        guard run.runEnded else {
            throw ReportError("\(fileName): truncated event stream: it ends at line \(run.lastLine) without a runEnded event")
        }
        guard !run.units.isEmpty else { throw ReportError("\(fileName): empty run: no test ran") }
        return try run.units.map { unit throws(ReportError) in try entry(unit, run) }
    }

    private func entry(_ unit: EventStreamRun.Unit, _ run: EventStreamRun) throws(ReportError) -> (function: String, entry: TestEntry) {
        let testID = unit.key.testID
        let record = run.tests[testID]?.record
        let testName = record.map { $0.displayName ?? $0.name } ?? (testID.isEmpty ? "test run" : testID)
        let suite = testID.isEmpty ? "run" : suiteID(of: testID, in: run)
        var id = testID.isEmpty ? "(run)" : testID
        var name = testName
        var group = suite
        var ruleIDs = RuleTag.ruleIDs(in: testName)
        if let testCase = unit.testCase {
            let ordinal = run.caseOrdinals[testID]?[testCase.id]
            id += "#" + (ordinal.map(String.init) ?? testCase.id)
            name = testCase.displayName
            group = suite + "/" + (record?.name ?? testName)
            let caseRuleIDs = RuleTag.ruleIDs(in: testCase.displayName)
            ruleIDs = caseRuleIDs + ruleIDs.filter { !caseRuleIDs.contains($0) }
        }
        for ruleID in ruleIDs where catalog.rule(ruleID) == nil {
            throw ReportError("\(run.fileName):\(unit.line): test '\(name)' names rule \(ruleID), which is not in the catalog")
        }
        let duration = unit.start.flatMap { start in unit.end.map { max(0, $0 - start) } }
        let entry = TestEntry(id: id, name: name, suite: group, ruleIDs: ruleIDs, status: unit.status, durationSeconds: duration, messages: unit.messages)
        return (suite + "/" + (record?.name ?? testName), entry)
    }

    /// The innermost suite that contains a test; for a suite itself or a free function, its module.
    private func suiteID(of testID: String, in run: EventStreamRun) -> String {
        var candidate = Substring(testID)
        while let slash = candidate.lastIndex(of: "/") {
            candidate = candidate[..<slash]
            if run.tests[String(candidate)]?.record.kind == .suite { return String(candidate) }
        }
        if run.tests[testID]?.record.kind == .suite { return testID }
        return String(testID.prefix { $0 != "." && $0 != "/" })
    }

    static func contents(of url: URL, what: String) throws(ReportError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw ReportError("cannot read the \(what) \(url.path): \(error.localizedDescription)")
        }
    }
}
