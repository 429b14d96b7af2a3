import Foundation
import LifecycleReport
import Testing

@Suite("An event stream is folded in time linear in its size")
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

    /// The fastest of three imports of `data`, in seconds.
    static func importTime(_ data: Data) throws -> Double {
        let catalog = try #require(Fixtures.catalog)
        let clock = ContinuousClock()
        var best = Duration.seconds(1_000)
        for _ in 0..<3 {
            let start = clock.now
            let tests = try EventStreamImport(catalog: catalog).tests(data: data, fileName: "events.jsonl")
            best = min(best, clock.now - start)
            #expect(tests.allSatisfy { $0.status == .notApplicable && $0.messages == ["not applicable"] })
        }
        return Double(best.components.seconds) + Double(best.components.attoseconds) / 1e18
    }

    @Test("sixteen times the cancelled tests take about sixteen times as long, not 256")
    func cancelledTestsScaleLinearly() throws {
        let small = try Self.importTime(Self.cancelledTests(250))
        let large = try Self.importTime(Self.cancelledTests(4_000))
        #expect(large / small < 48, "250 tests took \(small) s, 4000 took \(large) s")
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
