import LifecycleText

/// Why the kit refuses or fails to read or write a file: the path (and, for a problem inside
/// a text file, the line) and the reason, in one line, so every command can print it as is.
public struct FileProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The path the problem is about, as the user gave it.
    public let path: String
    /// The 1-based line the problem is on; nil when the whole file is at fault.
    public let line: Int?
    /// What is wrong, in a few words.
    public let reason: String
    /// The reason's id in the kit's message tables, when it has one.
    public let messageID: String?
    /// The values of the reason's placeholders.
    public let values: [String: String]

    /// How many characters of the path `description` shows at most.
    public static let shownPathLength = 200

    /// Creates a problem about `path`.
    public init(_ path: String, _ reason: String) {
        self.path = path
        self.line = nil
        self.reason = reason
        messageID = nil
        values = [:]
    }

    /// Creates a problem about one line of the file at `path`.
    public init(_ path: String, line: Int, _ reason: String) {
        self.path = path
        self.line = line
        self.reason = reason
        messageID = nil
        values = [:]
    }

    /// Creates a problem about `path` (and one of its lines) whose reason is a message of
    /// the kit's tables, so ``text(in:)`` gives it in the user's language.
    public init(_ path: String, line: Int? = nil, id: String, _ values: [String: String] = [:]) {
        self.path = path
        self.line = line
        messageID = id
        self.values = values
        reason = Words.english(id, values)
    }

    /// `PATH: REASON`, or `PATH:LINE: REASON`, on one line: control characters in the path
    /// show as `?`, and a path longer than `shownPathLength` characters shows as `…` and its end.
    public var description: String {
        let name = Self.shown(path)
        return line.map { "\(name):\($0): \(reason)" } ?? "\(name): \(reason)"
    }

    /// `PATH: REASON`, or `PATH:LINE: REASON`, with the reason in the language of `words`
    /// when it has a message id (in English otherwise).
    public func text(in words: Words) -> String {
        let shownReason = reason(in: words)
        return line.map { "\(shownPath):\($0): \(shownReason)" } ?? "\(shownPath): \(shownReason)"
    }

    /// The reason alone, in the language of `words` when it has a message id.
    public func reason(in words: Words) -> String { messageID.map { words($0, values) } ?? reason }

    /// The path as messages show it: control characters as `?`, a long path shortened.
    public var shownPath: String { Self.shown(path) }

    /// Two problems are equal when they name the same path and line with the same English
    /// reason, whether or not the reason came from the message tables.
    public static func == (left: FileProblem, right: FileProblem) -> Bool {
        left.path == right.path && left.line == right.line && left.reason == right.reason
    }

    /// Hashes what `==` compares: the path, the line and the English reason.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(line)
        hasher.combine(reason)
    }

    /// `path` as `description` shows it.
    static func shown(_ path: String) -> String {
        guard !path.isEmpty else { return "''" }
        let printable = String(path.map { $0.unicodeScalars.contains { $0.properties.generalCategory == .control } ? "?" : $0 })
        guard printable.count > shownPathLength else { return printable }
        return "…" + printable.suffix(shownPathLength - 1)
    }
}
