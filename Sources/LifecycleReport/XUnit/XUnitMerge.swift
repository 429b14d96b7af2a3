/// Checks an xUnit file against the event stream of the same run and takes the function
/// durations it gives. Files from different runs are refused rather than mixed.
struct XUnitMerge {
    let fileName: String
    let eventsFileName: String

    func merge(_ cases: [XUnitCase], into keyed: [(function: String, entry: TestEntry)]) throws(ReportError) -> [TestEntry] {
        var byFunction: [String: [Int]] = [:]
        for (index, item) in keyed.enumerated() { byFunction[item.function, default: []].append(index) }
        var tests = keyed.map(\.entry)
        for testCase in cases {
            guard let indices = byFunction[testCase.key] else {
                throw ReportError(
                    "\(fileName): test \(testCase.className).\(testCase.name) is not in the event stream \(eventsFileName); the files come from different runs")
            }
            let failedInEvents = indices.contains { tests[$0].status == .failed }
            if failedInEvents != !testCase.failures.isEmpty {
                let xunitSays = testCase.failures.isEmpty ? "passed" : "failed"
                let eventsSay = failedInEvents ? "failed" : "passed"
                throw ReportError(
                    "\(fileName): test \(testCase.className).\(testCase.name) \(xunitSays) in the xUnit file but \(eventsSay) in the event stream "
                        + "\(eventsFileName); the files come from different runs")
            }
            if indices.count == 1, tests[indices[0]].durationSeconds == nil, let time = testCase.time {
                tests[indices[0]].durationSeconds = time
            }
        }
        return tests
    }
}
