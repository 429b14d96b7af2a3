import LifecycleFiles

/// Folds the records of an event stream into units: one per test case of a parameterized
/// test, one per non-parameterized test function, one per suite or run that recorded an
/// issue of its own. Every event is applied in constant time (units are indexed by test id),
/// so a run is folded in time linear in its records.
struct EventStreamRun {
    struct UnitKey: Hashable {
        let testID: String
        let caseID: String?
    }

    /// A test case or test function as the events describe it.
    struct Unit {
        /// The test's id: the test record's own string when there is one, shared by its units.
        let testID: String
        let testCase: TestCaseInfo?
        /// The line where the unit first appears.
        let line: Int
        var status = TestStatus.passed
        var messages = TestMessages()
        var start: Double?
        var end: Double?

        var key: UnitKey { UnitKey(testID: testID, caseID: testCase?.id) }
    }

    /// What the run keeps of a test record.
    struct KnownTest {
        /// The record's id, the one string every unit of the test shares.
        let id: String
        let kind: TestRecord.Kind
        let name: String
        let displayName: String?
        let isParameterized: Bool
        let line: Int
        /// For a parameterized test, the 1-based position of each case in `_testCases`.
        let caseOrdinals: [String: Int]
        /// The index of the test's own unit (not a test case's), once it has one.
        var unit: Int?
    }

    let fileName: String
    let messageLimits: TestMessages.Limits
    /// The test records in the order they came; `testIndex` finds one by id. (An array and an
    /// index of positions take less memory than a dictionary of records.)
    private(set) var knownTests: [KnownTest] = []
    private(set) var testIndex: [String: Int] = [:]
    private(set) var units = UnitStore()
    /// The units of test cases, and of tests without a test record; the others are found
    /// through `tests`.
    private var unitIndex: [UnitKey: Int] = [:]
    /// The units of each test's cases, for cancelling a whole parameterized test.
    private var caseUnits: [String: [Int]] = [:]
    private(set) var recordCount = 0
    private(set) var lastLine = 0
    private(set) var runEnded = false

    init(fileName: String, messageLimits: TestMessages.Limits) {
        self.fileName = fileName
        self.messageLimits = messageLimits
    }

    mutating func add(_ line: EventStreamReader.Line) throws(ReportError) {
        recordCount += 1
        lastLine = line.number
        switch line.record {
        case .test(let record):
            if let first = test(record.id) {
                throw ReportError(
                    id: "cmd.report.two-test-records",
                    ["at": "\(fileName):\(line.number)", "test": QuotedText.quoted(record.id), "first": "\(first.line)", "second": "\(line.number)"])
            }
            let ordinals = (record.testCases ?? []).enumerated().reduce(into: [String: Int]()) { ordinals, item in
                if ordinals[item.element.id] == nil { ordinals[item.element.id] = item.offset + 1 }
            }
            testIndex[record.id] = knownTests.count
            knownTests.append(
                KnownTest(
                    id: record.id, kind: record.kind, name: record.name, displayName: record.displayName, isParameterized: record.isParameterized == true,
                    line: line.number,
                    caseOrdinals: ordinals))
        case .event(let event): apply(event, line: line.number)
        case .other: break
        }
    }

    private mutating func apply(_ event: EventPayload, line: Int) {
        let testID = event.testID
        switch event.kind {
        case .runStarted, .valueAttached: break
        case .runEnded: runEnded = true
        case .testStarted:
            guard let testID, isPlainFunction(testID) else { return }
            units[unit(UnitKey(testID: testID, caseID: nil), nil, line)].start = event.instant
        case .testCaseStarted:
            guard let testID else { return }
            units[unit(UnitKey(testID: testID, caseID: event.testCase?.id), event.testCase, line)].start = event.instant
        case .testCaseEnded, .testEnded:
            let key = testID.map { UnitKey(testID: $0, caseID: event.testCase?.id) }
            guard let key, let index = existingUnit(key, record: testIndex[key.testID]) else { return }
            units[index].end = event.instant
        case .issueRecorded:
            guard event.issue?.fails ?? true else { return }
            let index = unit(UnitKey(testID: testID ?? "", caseID: event.testCase?.id), event.testCase, line)
            units[index].status = .failed
            let (text, omitted) = Self.issueText(event)
            units[index].messages.append(text, omittedBytes: omitted, limits: messageLimits)
        case .testSkipped:
            guard let testID else { return }
            let index = unit(UnitKey(testID: testID, caseID: nil), nil, line)
            units[index].status = .skipped
            let (text, omitted) = Self.reason(event, otherwise: "skipped")
            units[index].messages.replace(with: text, omittedBytes: omitted, limits: messageLimits)
        case .testCaseCancelled, .testCancelled:
            guard let testID else { return }
            var targets: [Int] = []
            if event.kind == .testCancelled {
                let ownUnit = existingUnit(UnitKey(testID: testID, caseID: nil), record: testIndex[testID])
                targets = (ownUnit.map { [$0] } ?? []) + (caseUnits[testID] ?? [])
            }
            if targets.isEmpty { targets = [unit(UnitKey(testID: testID, caseID: event.testCase?.id), event.testCase, line)] }
            let (text, omitted) = Self.reason(event, otherwise: "cancelled")
            for index in targets where units[index].status != .failed {
                units[index].status = .notApplicable
                units[index].messages.replace(with: text, omittedBytes: omitted, limits: messageLimits)
            }
        }
    }

    /// Frees the indexes that fold events into units, once the last record is added.
    mutating func dropIndexes() {
        unitIndex = [:]
        caseUnits = [:]
    }

    /// The units, leaving the run without them (so they are not held twice).
    mutating func takeUnits() -> UnitStore {
        defer { units = UnitStore() }
        return units
    }

    /// The record of the test `id`, when the stream has one.
    func test(_ id: String) -> KnownTest? {
        testIndex[id].map { knownTests[$0] }
    }

    /// The unit for a key, created on first sight.
    private mutating func unit(_ key: UnitKey, _ testCase: TestCaseInfo?, _ line: Int) -> Int {
        let record = testIndex[key.testID]
        if let index = existingUnit(key, record: record) { return index }
        let unit = Unit(testID: record.map { knownTests[$0].id } ?? key.testID, testCase: testCase, line: line)
        let index = units.append(unit)
        if key.caseID == nil, let record {
            knownTests[record].unit = index
        } else {
            unitIndex[unit.key] = index
        }
        if key.caseID != nil { caseUnits[key.testID, default: []].append(index) }
        return index
    }

    /// The unit for a key, if there is one already; `record` is the test's position in `knownTests`.
    private func existingUnit(_ key: UnitKey, record: Int?) -> Int? {
        if key.caseID == nil, let record { return knownTests[record].unit }
        return unitIndex[key]
    }

    /// True for a test function that is not parameterized (its only case has no events of its own).
    private func isPlainFunction(_ testID: String) -> Bool {
        guard let test = test(testID) else { return true }
        return test.kind == .function && !test.isParameterized
    }

    /// The text of a failing issue (where, what, and the details such as a counterexample)
    /// and how many bytes the reader cut from its parts.
    static func issueText(_ event: EventPayload) -> (String, omitted: Int) {
        let location = event.issue?.sourceLocation.map { "\($0.text): " } ?? ""
        let body = event.messages.isEmpty ? "issue recorded" : event.messages.map(\.text).joined(separator: "\n")
        return (location + body, event.messages.reduce(0) { $0 + $1.omittedByteCount })
    }

    /// Why a test was skipped or cancelled: its comments, else its first message, else `fallback`.
    static func reason(_ event: EventPayload, otherwise fallback: String) -> (String, omitted: Int) {
        let comments = (event.comments ?? []).filter { !$0.text.isEmpty }
        if !comments.isEmpty { return (comments.map(\.text).joined(separator: "\n"), comments.reduce(0) { $0 + $1.omittedByteCount }) }
        return event.messages.first.map { ($0.text, $0.omittedByteCount) } ?? (fallback, 0)
    }
}
