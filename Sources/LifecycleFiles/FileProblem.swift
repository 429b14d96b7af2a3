/// Why the kit refuses or fails to read or write a file: the path and the reason, in one
/// line, so every command can print it as is.
public struct FileProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path the problem is about, as the user gave it.
    public let path: String
    /// What is wrong, in a few words.
    public let reason: String

    /// Creates a problem about `path`.
    public init(_ path: String, _ reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `PATH: REASON`.
    public var description: String { "\(path.isEmpty ? "''" : path): \(reason)" }
}
