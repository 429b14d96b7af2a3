import Foundation

/// How the supervisor starts a worker process: an executable that understands the worker
/// protocol (``CaseWorker``), the arguments that select the adapter, and the environment.
public struct WorkerLauncher: Sendable {
    /// The executable to start.
    public let executable: URL
    /// The arguments after the executable's name.
    public let arguments: [String]
    /// Variables added to the inherited environment.
    public let environment: [String: String]

    /// A launcher for `executable arguments…`.
    public init(executable: URL, arguments: [String], environment: [String: String] = [:]) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
    }

    /// The executable of the current process (`/proc/self/exe`, resolved), as `lifecycle-kit`
    /// starts its own workers.
    public static func currentExecutable(arguments: [String]) -> WorkerLauncher {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return WorkerLauncher(executable: executable, arguments: arguments, environment: ["SWIFT_BACKTRACE": "enable=no"])
    }
}

/// A worker process could not be started or did not speak the worker protocol: a defect
/// of the kit or its installation, not of the adapter.
public struct WorkerFailure: Error, Sendable, CustomStringConvertible {
    /// What went wrong, in one line.
    public let description: String

    /// Creates the failure.
    public init(_ description: String) {
        self.description = description
    }
}
