import Foundation
import LifecycleReport
import Testing

@Suite("The benchmark's synthetic event streams import cleanly")
struct SyntheticStreamTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Benchmarks/synthetic-event-stream.sh")

    /// The stream the script writes for `arguments`.
    static func stream(_ arguments: String...) throws -> Data {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", script.path] + arguments + ["-"]
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return data
    }

    @Test("cancelled and ended tests name rules of the catalog", arguments: [("cancelled", TestStatus.notApplicable), ("ended", .passed)])
    func kinds(kind: String, status: TestStatus) throws {
        let catalog = try #require(Fixtures.catalog)
        let tests = try EventStreamImport(catalog: catalog).tests(data: Self.stream("25", kind), fileName: "synthetic.jsonl")
        #expect(tests.count == 25)
        #expect(tests.allSatisfy { $0.status == status && $0.ruleIDs.count == 1 })
        #expect(Set(tests.flatMap(\.ruleIDs)).count == 10)
    }

    @Test("failed-huge writes one failing test whose message is cut in the report")
    func hugeMessage() throws {
        let catalog = try #require(Fixtures.catalog)
        let data = try Self.stream("1", "failed-huge")
        #expect(data.count > 1_048_576)
        let tests = try EventStreamImport(catalog: catalog).tests(data: data, fileName: "synthetic.jsonl")
        let test = try #require(tests.first)
        #expect(tests.count == 1 && test.status == .failed)
        #expect(test.messages.count == 1 && test.messages[0].utf8.count < 65_536 + 100)
        #expect(test.messages[0].hasSuffix("more bytes of this message are not in the report]"))
    }
}
