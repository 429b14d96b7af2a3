import Foundation
import LifecycleCommandLine
import LifecycleKitCommands

/// Runs `lifecycle-kit` commands in this process and keeps what they write.
final class KitTranscript: @unchecked Sendable {
    private let lock = NSLock()
    private var outputLines: [String] = []
    private var errorLines: [String] = []

    var output: [String] { lock.withLock { outputLines } }
    var errors: [String] { lock.withLock { errorLines } }

    /// Runs `words` with `input` as standard input (empty unless given) and `environment` as the environment.
    static func run(_ words: [String], input: String = "", environment: [String: String] = [:]) -> (status: ExitCode, transcript: KitTranscript) {
        let transcript = KitTranscript()
        let context = CommandContext(
            programName: "lifecycle-kit", environment: environment, standardInput: .text(input),
            writeOut: { line in transcript.lock.withLock { transcript.outputLines.append(line) } },
            writeError: { line in transcript.lock.withLock { transcript.errorLines.append(line) } })
        return (LifecycleKit.run(words, context: context), transcript)
    }
}

/// The built `lifecycle-kit` executable, beside the test runner, run as a user would.
enum KitExecutable {
    static var url: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lifecycle-kit")
    }

    static var isBuilt: Bool { FileManager.default.isExecutableFile(atPath: url.path) }

    /// Runs the executable in `directory` and returns its exit status and output.
    static func run(_ words: [String], in directory: URL, environment: [String: String] = [:], executable: URL? = nil) throws -> (
        status: Int32, output: String, errors: String
    ) {
        let process = Process()
        process.executableURL = executable ?? url
        process.arguments = words
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }
}

/// A fresh folder under the system's temporary directory.
struct ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("LifecycleKitCommandsTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
