import Foundation
import LifecycleFiles
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the built `lifecycle-kit check --out X` in a scratch folder and signals it while
/// its staging folder exists. (SIGINT used to leave `.X.tmp-*` folders behind, and an
/// interruption between two renames left no report at all.)
@Suite("An interrupted check leaves the previous report whole and no staging folder")
struct InterruptedWriteTests {
    /// The `lifecycle-kit` built beside the test bundle.
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lifecycle-kit")

    /// Starts `check --out X` in `folder`.
    private static func startCheck(in folder: URL) throws -> Process {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["check", "--out", "X"]
        process.currentDirectoryURL = folder
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// The names in `folder` that start with `.X.lifecycle-kit-`.
    private static func stagingFolders(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasPrefix(".X.lifecycle-kit-") }
    }

    /// Waits (up to 60 s) until `process` has a staging folder in `folder`; false when it
    /// finished first.
    private static func waitForStaging(of process: Process, in folder: URL) -> Bool {
        let deadline = ContinuousClock.now + .seconds(60)
        while process.isRunning && ContinuousClock.now < deadline {
            if !stagingFolders(in: folder).isEmpty { return true }
            usleep(500)
        }
        return false
    }

    /// The state of `folder/X` according to the output policy; throws when X is not a
    /// complete, unchanged report.
    private static func reportState(in folder: URL) throws -> OutputFolderState {
        try OutputFolderPolicy(workingDirectory: folder.path, homeDirectory: nil).check("X").state
    }

    @Test("SIGINT and SIGTERM during the write: exit 128 + signal, staging folder removed, a complete report at X", arguments: [SIGINT, SIGTERM])
    func handledSignal(signal: Int32) throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "build the lifecycle-kit product first (swift build)")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try Self.startCheck(in: folder.url)
        first.waitUntilExit()
        let before = try Self.reportState(in: folder.url)
        guard case .previousReport = before else {
            Issue.record("the first run wrote no report: \(before)")
            return
        }

        let second = try Self.startCheck(in: folder.url)
        try #require(Self.waitForStaging(of: second, in: folder.url), "the run finished before its staging folder was seen")
        kill(second.processIdentifier, signal)
        second.waitUntilExit()
        #expect(second.terminationReason == .exit)
        #expect(second.terminationStatus == 128 + signal)
        #expect(try folder.entries() == ["X"])
        guard case .previousReport = try Self.reportState(in: folder.url) else {
            Issue.record("X is not a complete report after the signal")
            return
        }
    }

    @Test("SIGKILL during the write leaves a staging folder that the next run removes")
    func killedWriter() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.executable.path), "build the lifecycle-kit product first (swift build)")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let killed = try Self.startCheck(in: folder.url)
        try #require(Self.waitForStaging(of: killed, in: folder.url), "the run finished before its staging folder was seen")
        kill(killed.processIdentifier, SIGKILL)
        killed.waitUntilExit()
        #expect(killed.terminationReason == .uncaughtSignal)
        let left = Self.stagingFolders(in: folder.url)
        #expect(left.count == 1)
        // Killed before or after the swap: X is missing, or already the complete new report.
        if try folder.entries().contains("X") {
            guard case .previousReport = try Self.reportState(in: folder.url) else {
                Issue.record("X is not a complete report after SIGKILL")
                return
            }
        }

        let next = try Self.startCheck(in: folder.url)
        next.waitUntilExit()
        #expect(next.terminationStatus == 0)
        #expect(try folder.entries() == ["X"])
        guard case .previousReport = try Self.reportState(in: folder.url) else {
            Issue.record("X is not a complete report after the next run")
            return
        }
    }
}
