/// Folds the records of an event stream into test entries: one per test case of a
/// parameterized test, one per non-parameterized test function, one per suite or run that
/// recorded an issue of its own.
struct EventStreamRun {
    struct UnitKey: Hashable {
        let testID: String
        let caseID: String?
    }

    /// A test case or test function as the events describe it.
    struct Unit {
        let key: UnitKey
        let testCase: TestCaseInfo?
        /// The line where the unit first appears.
        let line: Int
        var status = TestStatus.passed
        var messages: [String] = []
        var start: Double?
        var end: Double?
    }

    let fileName: String
    private(set) var tests: [String: (record: TestRecord, line: Int)] = [:]
    /// For each parameterized test, the 1-based position of each of its cases in `_testCases`.
    private(set) var caseOrdinals: [String: [String: Int]] = [:]
    private(set) var units: [Unit] = []
    private var unitIndex: [UnitKey: Int] = [:]
    private(set) var recordCount = 0
    private(set) var lastLine = 0
    private(set) var runEnded = false

    init(fileName: String) {
        self.fileName = fileName
    }

    mutating func add(_ line: EventStreamReader.Line) {
        recordCount += 1
        lastLine = line.number
        switch line.record {
        case .test(let record):
            tests[record.id] = (record, line.number)
            if let cases = record.testCases {
                caseOrdinals[record.id] = Dictionary(cases.enumerated().map { ($1.id, $0 + 1) }, uniquingKeysWith: { first, _ in first })
            }
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
            units[unit(UnitKey(testID: testID, caseID: nil), nil, line)].start = event.instant?.absolute
        case .testCaseStarted:
            guard let testID else { return }
            units[unit(UnitKey(testID: testID, caseID: event.testCase?.id), event.testCase, line)].start = event.instant?.absolute
        case .testCaseEnded, .testEnded:
            guard let testID, let index = unitIndex[UnitKey(testID: testID, caseID: event.testCase?.id)] else { return }
            units[index].end = event.instant?.absolute
        case .issueRecorded:
            guard event.issue?.fails ?? true else { return }
            let index = unit(UnitKey(testID: testID ?? "", caseID: event.testCase?.id), event.testCase, line)
            units[index].status = .failed
            units[index].messages.append(Self.issueText(event))
        case .testSkipped:
            guard let testID else { return }
            let index = unit(UnitKey(testID: testID, caseID: nil), nil, line)
            units[index].status = .skipped
            units[index].messages = [Self.reason(event, otherwise: "skipped")]
        case .testCaseCancelled, .testCancelled:
            guard let testID else { return }
            let key = UnitKey(testID: testID, caseID: event.testCase?.id)
            let targets = event.kind == .testCancelled ? units.indices.filter { units[$0].key.testID == testID } : []
            for index in targets.isEmpty ? [unit(key, event.testCase, line)] : targets where units[index].status != .failed {
                units[index].status = .notApplicable
                units[index].messages = [Self.reason(event, otherwise: "cancelled")]
            }
        }
    }

    /// The unit for a key, created on first sight.
    private mutating func unit(_ key: UnitKey, _ testCase: TestCaseInfo?, _ line: Int) -> Int {
        if let index = unitIndex[key] { return index }
        units.append(Unit(key: key, testCase: testCase, line: line))
        unitIndex[key] = units.count - 1
        return units.count - 1
    }

    /// True for a test function that is not parameterized (its only case has no events of its own).
    private func isPlainFunction(_ testID: String) -> Bool {
        guard let record = tests[testID]?.record else { return true }
        return record.kind == .function && record.isParameterized != true
    }

    /// The text of a failing issue: where, what, and the details (the counterexample).
    static func issueText(_ event: EventPayload) -> String {
        let texts = event.messages.map(\.text)
        let location = event.issue?.sourceLocation.map { "\($0.text): " } ?? ""
        return location + (texts.isEmpty ? "issue recorded" : texts.joined(separator: "\n"))
    }

    static func reason(_ event: EventPayload, otherwise fallback: String) -> String {
        let comments = (event.comments ?? []).filter { !$0.isEmpty }
        if !comments.isEmpty { return comments.joined(separator: "\n") }
        return event.messages.first?.text ?? fallback
    }
}
