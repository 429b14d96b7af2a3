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

    @Test("an executable installed without its resource bundle says so and exits 3, it does not trap")
    func missingResourceBundle() throws {
        try #require(KitExecutable.isBuilt, "build the lifecycle-kit product first (swift build)")
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let installed = scratch.url.appendingPathComponent("lifecycle-kit")
        try FileManager.default.copyItem(at: KitExecutable.url, to: installed)
        for command in [["check"], ["lint"], ["rules"]] {
            let run = try KitExecutable.run(command, in: scratch.url, executable: installed)
            #expect(run.status == 3, "\(command)")
            #expect(run.errors.contains("the kit's catalog (LifecycleKit_LifecycleSpecResources.resources) is missing beside the executable"))
            #expect(!run.errors.contains("Fatal error"))
        }
    }

    /// SIGTERM stands for Ctrl-C here: the test runner starts children with SIGINT ignored,
    /// which the kit respects, as a background job's shell expects. Both end the supervisor
    /// the same way, and a worker dies with its supervisor whatever ended it.
    @Test("an interrupted supervised check leaves no worker process behind")
    func interruptKillsWorkers() throws {
        try #require(KitExecutable.isBuilt, "build the lifecycle-kit product first (swift build)")
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let process = Process()
        process.executableURL = KitExecutable.url
        process.arguments = ["check", "--adapter", "misbehaving-hangs-on-answer-call", "--case", "INTERRUPT-004", "--case-timeout", "60", "--quiet"]
        process.currentDirectoryURL = scratch.url
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let supervisor = process.processIdentifier
        var workers: [Int32] = []
        for _ in 0..<100 where workers.isEmpty {
            Thread.sleep(forTimeInterval: 0.05)
            workers = WorkerProcesses.children(of: supervisor)
        }
        try #require(!workers.isEmpty, "the supervisor started a worker")
        kill(supervisor, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal || process.terminationStatus == 128 + SIGTERM, "the supervisor ends as interrupted")
        var alive = workers
        for _ in 0..<100 where !alive.isEmpty {
            Thread.sleep(forTimeInterval: 0.05)
            alive = workers.filter { kill($0, 0) == 0 && !WorkerProcesses.isZombie($0) }
        }
        #expect(alive.isEmpty, "workers \(alive) outlived their supervisor")
    }

    @Test(
        "--out never replaces what the kit did not write: each refusal exits 2 before any case runs, and nothing is touched",
        arguments: [".", "..", "", "src", "report.json", "/", "link"])
    func refusedOutputFolders(out: String) throws {
        try #require(KitExecutable.isBuilt, "build the lifecycle-kit product first (swift build)")
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let manager = FileManager.default
        try manager.createDirectory(at: scratch.url.appendingPathComponent("src"), withIntermediateDirectories: false)
        try Data("print(1)".utf8).write(to: scratch.url.appendingPathComponent("src/main.swift"))
        try Data("{}".utf8).write(to: scratch.url.appendingPathComponent("report.json"))
        try manager.createSymbolicLink(atPath: scratch.url.appendingPathComponent("link").path, withDestinationPath: "src")
        let before = try manager.subpathsOfDirectory(atPath: scratch.url.path).sorted()
        let run = try KitExecutable.run(["check", "--quiet", "--out", out], in: scratch.url)
        #expect(run.status == 2, "--out '\(out)': \(run.errors)")
        #expect(run.errors.hasPrefix("error: --out "))
        #expect(run.output.isEmpty, "no case ran")
        #expect(try manager.subpathsOfDirectory(atPath: scratch.url.path).sorted() == before)
        #expect(try String(contentsOf: scratch.url.appendingPathComponent("src/main.swift"), encoding: .utf8) == "print(1)")
    }

    @Test("report refuses an output folder that holds its own event stream")
    func inputInsideOutput() throws {
        try #require(KitExecutable.isBuilt, "build the lifecycle-kit product first (swift build)")
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let first = try KitExecutable.run(["check", "--quiet", "--out", "out"], in: scratch.url)
        #expect(first.status == 0)
        try Data("{}".utf8).write(to: scratch.url.appendingPathComponent("out/events.jsonl"))
        let run = try KitExecutable.run(["report", "--events", "out/events.jsonl", "--out", "out"], in: scratch.url)
        #expect(run.status == 2)
        #expect(FileManager.default.fileExists(atPath: scratch.url.appendingPathComponent("out/events.jsonl").path))
    }

    @Test("diagram --out refuses a device, a FIFO or a symlink and leaves it as it was", arguments: ["/dev/null", "fifo", "link"])
    func diagramTargets(out: String) throws {
        try #require(KitExecutable.isBuilt, "build the lifecycle-kit product first (swift build)")
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        #expect(mkfifo(scratch.url.appendingPathComponent("fifo").path, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: scratch.url.appendingPathComponent("link").path, withDestinationPath: "/etc/hostname")
        let run = try KitExecutable.run(["diagram", "--out", out], in: scratch.url)
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("error: --out \(out): is "))
        let kinds = try FileManager.default.attributesOfItem(atPath: scratch.url.appendingPathComponent("fifo").path)[.type] as? FileAttributeType
        #expect(kinds == .typeUnknown || kinds == .typeCharacterSpecial || kinds != .typeRegular)
    }
}

/// Finds a process's children through /proc.
enum WorkerProcesses {
    static func children(of parent: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { parentID(of: $0) == parent }
    }

    static func parentID(of process: Int32) -> Int32? {
        guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("PPid:") }
        return line.flatMap { Int32($0.dropFirst(5).trimmingCharacters(in: .whitespaces)) }
    }

    static func isZombie(_ process: Int32) -> Bool {
        guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8) else { return true }
        return status.contains("State:\tZ")
    }
}
