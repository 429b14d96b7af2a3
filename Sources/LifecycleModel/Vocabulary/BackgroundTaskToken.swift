/// The identifier `beginBackgroundTask` returns. Tokens are unique for the life of the
/// system; `invalid` is returned when no task can be started.
public struct BackgroundTaskToken: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The token's number; 0 means invalid.
    public let rawValue: UInt64

    /// Creates a token with the given number.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// The token returned when a background task is refused.
    public static let invalid = BackgroundTaskToken(rawValue: 0)

    /// False only for ``invalid``.
    public var isValid: Bool { rawValue != 0 }
    /// `task#<number>`, or `invalid-task`.
    public var description: String { isValid ? "task#\(rawValue)" : "invalid-task" }
}
