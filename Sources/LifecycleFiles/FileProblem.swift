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
    /// The reason's id in the kit's message tables (every problem the kit makes has one).
    public let messageID: String?
    /// The values of the reason's placeholders.
    public let values: [String: String]
    /// Placeholders whose value is itself a message of the tables (its id), given in the
    /// reason's language.
    public let valueIDs: [String: String]

    /// How many characters of the path `description` shows at most.
    public static let shownPathLength = 200

    /// Creates a problem about `path` (and one of its lines) whose reason is a message of
    /// the kit's tables, so ``text(in:)`` gives it in the user's language. `values` fill the
    /// message's placeholders as they are (paths, numbers, system error texts); `valueIDs`
    /// fill placeholders with other messages of the tables (by id), in the same language
    /// (the kind of an entry, "a folder").
    public init(_ path: String, line: Int? = nil, id: String, _ values: [String: String] = [:], valueIDs: [String: String] = [:]) {
        self.path = path
        self.line = line
        messageID = id
        self.values = values
        self.valueIDs = valueIDs
        reason = Self.reason(id, values, valueIDs, in: .english)
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
    public func reason(in words: Words) -> String { messageID.map { Self.reason($0, values, valueIDs, in: words) } ?? reason }

    /// The message `id` in the language of `words`, with `values` and the messages `valueIDs` filled in.
    private static func reason(_ id: String, _ values: [String: String], _ valueIDs: [String: String], in words: Words) -> String {
        words(id, words.filling(values, ids: valueIDs))
    }

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
