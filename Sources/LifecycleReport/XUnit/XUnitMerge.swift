import Foundation
import LifecycleFiles

/// Checks an xUnit file against the event stream of the same run and takes the function
/// durations it gives. Files from different runs are refused rather than mixed: every test
/// function of the stream must be in the xUnit file and the reverse, and each must have
/// passed or failed in both.
struct XUnitMerge {
    let fileName: String
    let eventsFileName: String

    func merge(_ cases: [XUnitCase], into imported: [ImportedTest]) throws(ReportError) -> [TestEntry] {
        var byFunction: [String: [Int]] = [:]
        for (index, test) in imported.enumerated() {
            if let function = test.function { byFunction[function, default: []].append(index) }
        }
        var tests = imported.map(\.entry)
        var found: Set<String> = []
        for testCase in cases {
            let at = "\(fileName):\(testCase.line)"
            let test = QuotedText.quoted(testCase.qualifiedName)
            guard let indices = byFunction[testCase.key] else {
                throw ReportError("\(at): test \(test) is not in the event stream \(eventsFileName); the files come from different runs")
            }
            found.insert(testCase.key)
            let failedInEvents = indices.contains { tests[$0].status == .failed }
            if failedInEvents != !testCase.failures.isEmpty {
                let xunitSays = testCase.failures.isEmpty ? "passed" : "failed"
                let eventsSay = failedInEvents ? "failed" : "passed"
                throw ReportError(
                    "\(at): test \(test) \(xunitSays) in the xUnit file but \(eventsSay) in the event stream "
                        + "\(eventsFileName):\(imported[indices[0]].line); the files come from different runs")
            }
            if indices.count == 1, tests[indices[0]].durationSeconds == nil, let time = testCase.time {
                tests[indices[0]].durationSeconds = time
            }
        }
        if let missing = imported.first(where: { $0.function.map { !found.contains($0) } ?? false }), let function = missing.function {
            let test = QuotedText.quoted(function.replacingOccurrences(of: "/", with: "."))
            throw ReportError(
                "\(fileName): test \(test) of the event stream \(eventsFileName):\(missing.line) is not in the xUnit file; the files come from different runs")
        }
        return tests
    }
}
