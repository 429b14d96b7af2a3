import Foundation
import LifecycleFiles

/// One running worker: the process, the case ids written to its standard input, its
/// output lines and the tail of its standard error.
final class WorkerProcess: @unchecked Sendable {
    private let process = Process()
    let lines: LineQueue
    let errors: ErrorTail

    /// Starts a worker for the cases with `caseIDs`, in that order.
    init(launcher: WorkerLauncher, caseIDs: [String]) throws(WorkerFailure) {
        process.executableURL = launcher.executable
        process.arguments = launcher.arguments + ["--parent", String(getpid())]
        process.environment = ProcessInfo.processInfo.environment.merging(launcher.environment) { _, new in new }
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        do {
            try process.run()
        } catch {
            throw WorkerFailure("cannot start the worker \(launcher.executable.path): \(error.localizedDescription)")
        }
        InterruptCleanup.register(childProcess: process.processIdentifier)
        lines = LineQueue(reading: output.fileHandleForReading)
        errors = ErrorTail(reading: error.fileHandleForReading)
        let list = Data(caseIDs.map { $0 + "\n" }.joined().utf8)
        let writer = input.fileHandleForWriting
        DispatchQueue.global().async {
            writer.write(list)
            try? writer.close()
        }
    }

    /// Kills the worker at once.
    func kill() {
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
    }

    /// Waits for the worker to end and says how: a signal, or an exit status.
    func waitForEnd() -> (signal: Int32?, status: Int32) {
        process.waitUntilExit()
        InterruptCleanup.unregister(childProcess: process.processIdentifier)
        if process.terminationReason == .uncaughtSignal { return (process.terminationStatus, 0) }
        return (nil, process.terminationStatus)
    }
}
