/// Why the kit refuses or fails to read or write a file: the path (and, for a problem inside
/// a text file, the line) and the reason, in one line, so every command can print it as is.
public struct FileProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path the problem is about, as the user gave it.
    public let path: String
    /// The 1-based line the problem is on; nil when the whole file is at fault.
    public let line: Int?
    /// What is wrong, in a few words.
    public let reason: String

    /// How many characters of the path `description` shows at most.
    public static let shownPathLength = 200

    /// Creates a problem about `path`.
    public init(_ path: String, _ reason: String) {
        self.path = path
        self.line = nil
        self.reason = reason
    }

    /// Creates a problem about one line of the file at `path`.
    public init(_ path: String, line: Int, _ reason: String) {
        self.path = path
        self.line = line
        self.reason = reason
    }

    /// `PATH: REASON`, or `PATH:LINE: REASON`, on one line: control characters in the path
    /// show as `?`, and a path longer than `shownPathLength` characters shows as `…` and its end.
    public var description: String {
        let name = Self.shown(path)
        return line.map { "\(name):\($0): \(reason)" } ?? "\(name): \(reason)"
    }

    /// `path` as `description` shows it.
    static func shown(_ path: String) -> String {
        guard !path.isEmpty else { return "''" }
        let printable = String(path.map { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } ? "?" : $0 })
        guard printable.count > shownPathLength else { return printable }
        return "…" + printable.suffix(shownPathLength - 1)
    }
}
