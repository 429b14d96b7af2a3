/// ANSI emphasis for text written to a terminal; plain text when disabled.
public struct TextStyle: Sendable {
    /// Whether escape sequences are written.
    public let enabled: Bool

    /// A style that writes escapes only when `enabled`.
    public init(enabled: Bool) {
        self.enabled = enabled
    }

    /// Bold, for headings.
    public func heading(_ text: String) -> String { wrap(text, "1") }
    /// Green, for a positive verdict.
    public func good(_ text: String) -> String { wrap(text, "32") }
    /// Red, for failures and errors.
    public func bad(_ text: String) -> String { wrap(text, "31") }
    /// Yellow, for warnings and things to look at.
    public func notice(_ text: String) -> String { wrap(text, "33") }
    /// Dim, for secondary detail.
    public func dim(_ text: String) -> String { wrap(text, "2") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
