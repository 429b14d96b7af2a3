/// What a command's exit status means. Each status means one thing, for every command.
public enum ExitCode: Int32, Sendable, CaseIterable {
    /// The command did its job and the answer is positive (conforms, no defect, no divergence).
    case success = 0
    /// The command did its job and the answer is negative (does not conform, a catalog
    /// defect, a divergence found).
    case negative = 1
    /// The command line is wrong: an unknown command, option or word, a bad value, a refused path.
    case usage = 2
    /// The run could not complete: an unreadable or malformed input, an I/O error, a crash of the kit.
    case couldNotComplete = 3
}

/// A command ran into a failure that is not a usage mistake: exits with `status` after
/// printing `message` as `error: …`.
public struct CommandFailure: Error, Sendable, CustomStringConvertible {
    /// The exit status.
    public let status: ExitCode
    /// What went wrong, in one line.
    public let message: String

    /// A failure with a status (default: could not complete).
    public init(_ message: String, status: ExitCode = .couldNotComplete) {
        self.message = message
        self.status = status
    }

    /// The message.
    public var description: String { message }
}
