import Foundation

/// Runs cases in child processes so that an adapter that traps fails only the case it
/// trapped in. The child is an executable that understands
/// `run-cases --adapter NAME --from INDEX` and prints, for each case, a line
/// `start <index>` before it and `done <index> <passed|failed|not-applicable>` after it.
public struct IsolatedCaseRunner: Sendable {
    /// The child executable to launch.
    public let executable: URL
    /// The name of the adapter the child runs the cases against.
    public let adapter: String

    /// Creates a runner that launches `executable` for the adapter named `adapter`.
    public init(executable: URL, adapter: String) {
        self.executable = executable
        self.adapter = adapter
    }

    /// The outcome of every case index, with a trap charged to the case that was running.
    public func run(caseCount: Int) throws -> [Int: String] {
        var outcomes: [Int: String] = [:]
        var next = 0
        while next < caseCount {
            let process = Process()
            process.executableURL = executable
            process.arguments = ["run-cases", "--adapter", adapter, "--from", String(next)]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            try process.run()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            var running: Int?
            for line in output.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard words.count >= 2, let index = Int(words[1]) else { continue }
                if words[0] == "start" { running = index }
                if words[0] == "done", words.count >= 3 {
                    outcomes[index] = String(words[2])
                    running = nil
                    next = index + 1
                }
            }
            if process.terminationReason == .uncaughtSignal || process.terminationStatus != 0 {
                let culprit = running ?? next
                outcomes[culprit] = "trapped(signal \(process.terminationStatus))"
                next = culprit + 1
            } else {
                break
            }
        }
        return outcomes
    }
}
