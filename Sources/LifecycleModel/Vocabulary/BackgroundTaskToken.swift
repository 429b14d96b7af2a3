/// The identifier `beginBackgroundTask` returns. Tokens are unique for the life of the
/// system; `invalid` is returned when no task can be started.
public struct BackgroundTaskToken: Sendable, Hashable, Codable, CustomStringConvertible {
    public let rawValue: UInt64

    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    public static let invalid = BackgroundTaskToken(rawValue: 0)

    public var isValid: Bool { rawValue != 0 }
    public var description: String { isValid ? "task#\(rawValue)" : "invalid-task" }
}
