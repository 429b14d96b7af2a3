/// Why the kit refuses or fails to read or write a file: the path and the reason, in one
/// line, so every command can print it as is.
public struct FileProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path the problem is about, as the user gave it.
    public let path: String
    /// What is wrong, in a few words.
    public let reason: String

    /// How many characters of the path `description` shows at most.
    public static let shownPathLength = 200

    /// Creates a problem about `path`.
    public init(_ path: String, _ reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `PATH: REASON`, on one line: control characters in the path show as `?`, and a path
    /// longer than `shownPathLength` characters shows as `…` and its end.
    public var description: String { "\(Self.shown(path)): \(reason)" }

    /// `path` as `description` shows it.
    static func shown(_ path: String) -> String {
        guard !path.isEmpty else { return "''" }
        let printable = String(path.map { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } ? "?" : $0 })
        guard printable.count > shownPathLength else { return printable }
        return "…" + printable.suffix(shownPathLength - 1)
    }
}
