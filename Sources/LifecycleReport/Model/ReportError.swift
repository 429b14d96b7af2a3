import LifecycleFiles
import LifecycleText

/// Why a report could not be built or written. The message names the file and line (or
/// the test) at fault; no report is written when one is thrown. An error made from a
/// message id (``init(id:_:valueIDs:)``) prints in the user's language with ``text(in:)``.
public struct ReportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The message, in English.
    public let description: String
    /// The message's id in the kit's message tables, when it has one.
    public let messageID: String?
    /// The values of the message's placeholders.
    public let values: [String: String]
    /// Placeholders whose value is itself a message of the tables (its id).
    public let valueIDs: [String: String]

    /// Creates the error from English text.
    public init(_ description: String) {
        self.description = description
        messageID = nil
        values = [:]
        valueIDs = [:]
    }

    /// Creates the error from a message of the kit's tables.
    public init(id: String, _ values: [String: String] = [:], valueIDs: [String: String] = [:]) {
        messageID = id
        self.values = values
        self.valueIDs = valueIDs
        description = Self.text(id, values, valueIDs, in: .english)
    }

    /// Creates the error from a message whose `{path}` and `{problem}` are `problem`'s (the
    /// path with its line, `PATH:LINE`, when the problem has one).
    public init(id: String, _ values: [String: String] = [:], valueIDs: [String: String] = [:], about problem: FileProblem) {
        let values = problem.values.merging(values) { _, new in new }.merging(["path": Self.place(of: problem)]) { _, new in new }
        guard let problemID = problem.messageID else {
            self.init(id: id, values.merging(["problem": problem.reason]) { _, new in new }, valueIDs: valueIDs)
            return
        }
        self.init(id: id, values, valueIDs: problem.valueIDs.merging(valueIDs) { _, new in new }.merging(["problem": problemID]) { _, new in new })
    }

    /// The error `PATH: REASON` of `problem`.
    public init(_ problem: FileProblem) {
        self.init(id: "cmd.file-problem", about: problem)
    }

    /// `error` as a report error: itself when it is one, its problem when it is a
    /// `FileProblem`, its English text otherwise.
    public static func from(_ error: any Error) -> ReportError {
        if let error = error as? ReportError { return error }
        if let problem = error as? FileProblem { return ReportError(problem) }
        return ReportError("\(error)")
    }

    /// The message in the language of `words` (in English when it has no message id).
    public func text(in words: Words) -> String {
        messageID.map { Self.text($0, values, valueIDs, in: words) } ?? description
    }

    /// Two errors are equal when their English messages are.
    public static func == (left: ReportError, right: ReportError) -> Bool { left.description == right.description }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }

    private static func place(of problem: FileProblem) -> String {
        problem.line.map { "\(problem.shownPath):\($0)" } ?? problem.shownPath
    }

    private static func text(_ id: String, _ values: [String: String], _ valueIDs: [String: String], in words: Words) -> String {
        words(id, words.filling(values, ids: valueIDs))
    }
}
