import Foundation
import LifecycleFiles

/// Checks an xUnit file against the event stream of the same run and takes the function
/// durations it gives. Files from different runs are refused rather than mixed: every test
/// function of the stream must be in the xUnit file and the reverse, and each must have
/// passed or failed in both.
struct XUnitMerge {
    let fileName: String
    let eventsFileName: String

    func merge(_ cases: [XUnitCase], into imported: ImportedTests) throws(ReportError) -> [TestEntry] {
        let keys = imported.origins.map(\.xunitKey)
        var byFunction: [String: [Int]] = [:]
        for (index, key) in keys.enumerated() {
            if let key { byFunction[key, default: []].append(index) }
        }
        var tests = imported.entries
        var found: Set<String> = []
        for testCase in cases {
            let at = "\(fileName):\(testCase.line)"
            let test = QuotedText.quoted(testCase.qualifiedName)
            guard let indices = byFunction[testCase.key] else {
                throw ReportError(id: "cmd.xunit.not-in-events", ["at": at, "test": test, "events": eventsFileName])
            }
            found.insert(testCase.key)
            let failedInEvents = indices.contains { tests[$0].status == .failed }
            if failedInEvents != !testCase.failures.isEmpty {
                throw ReportError(
                    id: failedInEvents ? "cmd.xunit.passed-but-failed" : "cmd.xunit.failed-but-passed",
                    ["at": at, "test": test, "events": "\(eventsFileName):\(imported.origins[indices[0]].line)"])
            }
            if indices.count == 1, tests[indices[0]].durationSeconds == nil, let time = testCase.time {
                tests[indices[0]].durationSeconds = time
            }
        }
        if let missing = keys.indices.first(where: { keys[$0].map { !found.contains($0) } ?? false }), let key = keys[missing] {
            throw ReportError(
                id: "cmd.xunit.missing-test",
                [
                    "path": fileName, "test": QuotedText.quoted(key.replacingOccurrences(of: "/", with: ".")),
                    "events": "\(eventsFileName):\(imported.origins[missing].line)",
                ])
        }
        return tests
    }
}
