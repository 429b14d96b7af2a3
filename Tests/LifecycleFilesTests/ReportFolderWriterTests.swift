import Foundation
import Testing

@testable import LifecycleFiles

#if canImport(Glibc)
    import Glibc
#endif

/// Writes into scratch folders only; the working folder is a parameter of the policy.
@Suite("A report folder is written beside the target and swapped in whole")
struct ReportFolderWriterTests {
    /// A scratch folder with the working folder `work/` and a writer for `work/out`.
    private static func setUp(inputs: [String] = []) throws -> (ScratchFolder, ReportFolderWriter) {
        let scratch = try ScratchFolder()
        try scratch.folder("work")
        let policy = OutputFolderPolicy(workingDirectory: scratch.at("work"), homeDirectory: nil)
        return (scratch, ReportFolderWriter(path: "out", inputs: inputs, policy: policy))
    }

    /// The version string `SampleReport.files(_:)` wrote into `work/out/report.json`.
    private static func version(in scratch: ScratchFolder) throws -> String? {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: scratch.at("work/out/report.json"))))
        return (object as? [String: String])?["version"]
    }

    @Test("a new report folder holds the files and the manifest, and nothing is left beside it")
    func createsFolder() throws {
        let (scratch, writer) = try Self.setUp()
        defer { scratch.remove() }
        try writer.write(files: SampleReport.files("1"))
        #expect(try scratch.entries("work") == ["out"])
        #expect(try scratch.entries("work/out") == SampleReport.entries)
        #expect(try Self.version(in: scratch) == "1")
    }

    @Test("an earlier report and an empty folder are replaced, with either protocol", arguments: [FolderSwap.RenameProtocol.automatic, .twoRenames])
    func replaces(renameProtocol: FolderSwap.RenameProtocol) throws {
        var (scratch, writer) = try Self.setUp()
        defer { scratch.remove() }
        writer.renameProtocol = renameProtocol
        try scratch.folder("work/out")
        try writer.write(files: SampleReport.files("1"))
        try writer.write(files: SampleReport.files("2"))
        #expect(try Self.version(in: scratch) == "2")
        #expect(try scratch.entries("work") == ["out"])
        #expect(try scratch.entries("work/out") == SampleReport.entries)
    }

    @Test("the old report stays whole at the target until the swap, the new one waits complete in the staging folder")
    func oldReportIntactUntilSwap() throws {
        var (scratch, writer) = try Self.setUp()
        defer { scratch.remove() }
        try writer.write(files: SampleReport.files("1"))
        let policy = writer.policy
        let seen = SeenAtSwap()
        writer.beforeSwap = { stagingReport in
            seen.record(
                targetState: try? policy.check("out").state, stagingEntries: (try? FileManager.default.contentsOfDirectory(atPath: stagingReport)) ?? [],
                registered: InterruptCleanup.registry.registeredPaths.contains { stagingReport.hasPrefix($0 + "/") })
        }
        try writer.write(files: SampleReport.files("2"))
        let observed = try #require(seen.value)
        guard case .previousReport(let manifest)? = observed.targetState else {
            Issue.record("the target was not the unchanged old report just before the swap: \(String(describing: observed.targetState))")
            return
        }
        #expect(manifest == ReportManifest(files: SampleReport.files("1")))
        #expect(observed.stagingEntries.sorted() == SampleReport.entries)
        #expect(observed.registered)
        #expect(try Self.version(in: scratch) == "2")
        #expect(!InterruptCleanup.registry.registeredPaths.contains { $0.hasPrefix(scratch.path) })
    }

    @Test("input files inside the output folder are refused and kept (they were deleted after being read)")
    func inputsKept() throws {
        let (scratch, _) = try Self.setUp()
        defer { scratch.remove() }
        let policy = OutputFolderPolicy(workingDirectory: scratch.at("work"), homeDirectory: nil)
        try ReportFolderWriter(path: "out", policy: policy).write(files: SampleReport.files("1"))
        let writer = ReportFolderWriter(path: "out", inputs: ["out/report.json"], policy: policy)
        let problem = refusal { try writer.write(files: SampleReport.files("2")) }
        #expect(problem?.reason.hasPrefix("holds out/report.json, an input of this run") == true)
        #expect(try Self.version(in: scratch) == "1")
        #expect(try scratch.entries("work") == ["out"])
    }

    @Test("a dead writer's staging folder is removed by the next write; a look-alike without the kit's lock, and a live writer's, are left alone")
    func staleStagingRemoved() throws {
        let (scratch, writer) = try Self.setUp()
        defer { scratch.remove() }
        let dead = ".out.lifecycle-kit-staging-\(DeadProcess.id)-1"
        try scratch.file("work/\(dead)/.lifecycle-kit-writer.lock")
        try scratch.file("work/\(dead)/report/report.json", String(repeating: "x", count: 1000))
        let foreign = ".out.lifecycle-kit-staging-\(DeadProcess.id)-2"
        try scratch.file("work/\(foreign)/notes.txt", "keep me")
        let similar = ".out.lifecycle-kit-staging-backup"
        try scratch.file("work/\(similar)/.lifecycle-kit-writer.lock")
        let live = ".out.lifecycle-kit-staging-\(DeadProcess.id)-3"
        let liveLock = try scratch.file("work/\(live)/.lifecycle-kit-writer.lock")
        let descriptor = open(liveLock, O_RDONLY)
        defer { close(descriptor) }
        #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)

        try writer.write(files: SampleReport.files("1"))
        #expect(try scratch.entries("work") == [foreign, live, similar, "out"].sorted())
        #expect(try scratch.text("work/\(foreign)/notes.txt") == "keep me")
    }

    @Test("a writer killed between the two renames leaves the old report in its staging folder; the next write puts it back first")
    func retiredReportRestored() throws {
        let (scratch, writer) = try Self.setUp()
        defer { scratch.remove() }
        try writer.write(files: SampleReport.files("1"))
        let staging = ".out.lifecycle-kit-staging-\(DeadProcess.id)-1"
        try scratch.file("work/\(staging)/.lifecycle-kit-writer.lock")
        try scratch.folder("work/\(staging)/report")
        #expect(rename(scratch.at("work/out"), scratch.at("work/\(staging)/retired")) == 0)

        let target = try writer.policy.target("out")
        #expect(LeftoverSweeper.sweepReportLeftovers(of: target) == [staging])
        #expect(try scratch.entries("work") == ["out"])
        #expect(try Self.version(in: scratch) == "1")
        #expect(try writer.policy.inspect(target) == .previousReport(ReportManifest(files: SampleReport.files("1"))))
    }

    @Test("a report changed while the new one was being written is refused at the swap; the staging folder goes")
    func changedDuringWrite() throws {
        var (scratch, writer) = try Self.setUp()
        defer { scratch.remove() }
        try writer.write(files: SampleReport.files("1"))
        let notes = scratch.at("work/out/notes.txt")
        writer.beforeSwap = { _ in _ = FileManager.default.createFile(atPath: notes, contents: Data("mine".utf8)) }
        let problem = refusal { try writer.write(files: SampleReport.files("2")) }
        #expect(problem?.description.hasPrefix("out/notes.txt: was not written by lifecycle-kit") == true)
        #expect(try Self.version(in: scratch) == "1")
        #expect(try scratch.entries("work") == ["out"])
        #expect(try scratch.entries("work/out") == (SampleReport.entries + ["notes.txt"]).sorted())
    }

    @Test("file names that are paths, repeats or the manifest's are refused before anything is written")
    func badNames() throws {
        let (scratch, writer) = try Self.setUp()
        defer { scratch.remove() }
        for name in ["../escape", "a/b", "", ".lifecycle-kit-report.json", "report.md"] {
            let problem = refusal { try writer.write(files: SampleReport.files("1") + [(name, Data())]) }
            #expect(
                problem?.description == "out: cannot hold a report file named \(name.isEmpty ? "''" : name) (empty, a path, a repeat or the manifest's name)")
        }
        #expect(try scratch.entries("work") == [])
    }
}

/// What the swap hook saw, written from the writer's thread and read by the test.
private final class SeenAtSwap: @unchecked Sendable {
    struct Observation {
        let targetState: OutputFolderState?
        let stagingEntries: [String]
        let registered: Bool
    }

    private let lock = NSLock()
    private var observation: Observation?

    func record(targetState: OutputFolderState?, stagingEntries: [String], registered: Bool) {
        lock.withLock { observation = Observation(targetState: targetState, stagingEntries: stagingEntries, registered: registered) }
    }

    var value: Observation? { lock.withLock { observation } }
}
