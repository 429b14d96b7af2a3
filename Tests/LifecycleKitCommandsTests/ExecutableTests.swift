import Foundation
import Testing

@Suite("The built executable, run as a user runs it")
struct ExecutableTests {
    @Test("check on the reference conforms, exits 0 and writes the report folder")
    func checkReference() throws {
        try #require(KitExecutable.isBuilt, "build the lifecycle-kit product first (swift build)")
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let run = try KitExecutable.run(["check", "--quiet"], in: scratch.url)
        #expect(run.status == 0)
        #expect(run.output.contains("reference 1.0: conforms"))
        let written = try FileManager.default.contentsOfDirectory(atPath: scratch.url.appendingPathComponent("conformance-report").path)
        #expect(Set(["report.json", "report.md", "index.html", "junit.xml"]).isSubset(of: Set(written)))
    }

    @Test("a trapping adapter fails only the cases it trapped in: exit 1, a complete report, each trap named as a crash")
    func checkTrappingAdapter() throws {
        try #require(KitExecutable.isBuilt, "build the lifecycle-kit product first (swift build)")
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let run = try KitExecutable.run(["check", "--adapter", "misbehaving-traps-on-reboot", "--out", "trap-report"], in: scratch.url)
        #expect(run.status == 1)
        #expect(run.output.contains("crashed in case TERMINATE-004: SIGILL"))
        #expect(run.output.contains("does not conform"))
        #expect(!run.errors.contains("Current stack trace"), "the worker's backtrace stays out of the user's terminal")
        let report = try Data(contentsOf: scratch.url.appendingPathComponent("trap-report/report.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: report) as? [String: Any])
        let tests = try #require(json["tests"] as? [[String: Any]])
        #expect(tests.count > 200, "every case has a result")
        #expect(tests.contains { ($0["interruption"] as? String)?.hasPrefix("crashed (SIGILL") == true })
    }

    @Test("a mistake exits 2 with two short lines, and nothing is written")
    func usageMistake() throws {
        try #require(KitExecutable.isBuilt, "build the lifecycle-kit product first (swift build)")
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let run = try KitExecutable.run(["check", "broken-silent-interruption-end"], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.errors.split(separator: "\n").count == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.url.path).isEmpty)
    }

    @Test("colour never reaches a pipe, and NO_COLOR is honoured")
    func noColourInPipes() throws {
        try #require(KitExecutable.isBuilt, "build the lifecycle-kit product first (swift build)")
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let run = try KitExecutable.run(["chek"], in: scratch.url, environment: ["NO_COLOR": "1"])
        #expect(!run.errors.contains("\u{1B}["))
    }
}
