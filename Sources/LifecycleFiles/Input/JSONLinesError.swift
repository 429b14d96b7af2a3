/// Why a ``JSONLinesReader`` stopped: the input cannot be read, or a line is not JSON.
public struct JSONLinesError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: Sendable, Hashable {
        /// The input cannot be opened or read.
        case unreadable
        /// A line is not one valid JSON value.
        case notJSON
        /// A line nests arrays and objects deeper than the reader's limit.
        case nestedTooDeeply
        /// The input ends, without a line feed, in the middle of a line that is not valid
        /// JSON: the writer was cut off.
        case endsMidLine
    }

    /// What kind of problem it is.
    public let kind: Kind
    /// The input's name, the line (except for `unreadable` without one) and the reason.
    public let problem: FileProblem

    /// Creates an error.
    public init(_ kind: Kind, _ problem: FileProblem) {
        self.kind = kind
        self.problem = problem
    }

    /// The problem as one line: `NAME:LINE: REASON`.
    public var description: String { problem.description }
}
