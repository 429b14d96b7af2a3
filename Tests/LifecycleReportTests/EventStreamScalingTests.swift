import Foundation
import LifecycleReport
import Testing

@Suite("An event stream with many cancelled tests")
struct EventStreamScalingTests {
    /// A stream of `count` tests that start and are cancelled, each naming one rule.
    static func cancelledTests(_ count: Int) -> Data {
        var lines = [#"{"kind":"test","payload":{"id":"Bench.Tests","kind":"suite","name":"Tests"},"version":0}"#]
        lines.reserveCapacity(3 * count + 2)
        for index in 1...count {
            let id = "Bench.Tests/test\(index)()/Tests.swift:\(index):6"
            lines.append(
                #"{"kind":"test","payload":{"displayName":"[STATES-039] test \#(index)","id":"\#(id)","kind":"function","name":"test\#(index)()"},"version":0}"#
            )
            lines.append(#"{"kind":"event","payload":{"instant":{"absolute":1},"kind":"testStarted","messages":[],"testID":"\#(id)"},"version":0}"#)
            lines.append(
                #"{"kind":"event","payload":{"kind":"testCancelled","messages":[{"symbol":"skip","text":"not applicable"}],"testID":"\#(id)"},"version":0}"#)
        }
        lines.append(#"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}"#)
        return Data((lines.joined(separator: "\n") + "\n").utf8)
    }

    // How the import time grows with the stream is measured by the benchmark
    // Tests/Benchmarks/synthetic-event-stream.sh with `/usr/bin/time -v`, not by a timed test.

    @Test("thousands of cancelled tests are each not applicable, with their own message")
    func manyCancelledTests() throws {
        let catalog = try #require(Fixtures.catalog)
        let tests = try EventStreamImport(catalog: catalog).tests(data: Self.cancelledTests(4_000), fileName: "events.jsonl")
        #expect(tests.count == 4_000)
        #expect(tests.allSatisfy { $0.status == .notApplicable && $0.messages == ["not applicable"] && $0.ruleIDs == ["STATES-039"] })
        #expect(Set(tests.map(\.id)).count == 4_000)
    }

    @Test("cancelling a parameterized test marks only its own cases not applicable")
    func cancelledParameterizedTest() throws {
        let catalog = try #require(Fixtures.catalog)
        let cancel =
            #"{"kind":"event","payload":{"kind":"testCancelled","messages":[],"_comments":["no scenes"],"testID":"\#(EventStreamFixture.parameterizedID)"},"version":0}"#
        var records = EventStreamFixture.records
        records.insert(cancel, at: 14)
        let tests = try EventStreamImport(catalog: catalog).tests(data: Data((records.joined(separator: "\n") + "\n").utf8), fileName: "events.jsonl")
        let statuses = Dictionary(uniqueKeysWithValues: tests.map { ($0.id, $0.status) })
        #expect(statuses[EventStreamFixture.firstCaseID] == .notApplicable)
        #expect(statuses[EventStreamFixture.secondCaseID] == .failed)
        #expect(statuses[EventStreamFixture.taggedID] == .passed)
        #expect(tests.first { $0.id == EventStreamFixture.firstCaseID }?.messages == ["no scenes"])
    }
}
