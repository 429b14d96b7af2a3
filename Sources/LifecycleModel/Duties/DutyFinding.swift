/// The outcome of checking one duty at the moment it fell due.
public struct DutyFinding: Sendable, Hashable, CustomStringConvertible {
    /// The id of the duty-table row that gives the duty.
    public let rowID: String
    /// The duty that was checked.
    public let duty: DutyKey
    /// The callback whose return, or the moment (`suspension`, `entering-background`), the duty was due by.
    public let dueAt: String
    /// True when the app's holdings showed the duty done.
    public let met: Bool
    /// The rules the duty carries.
    public let rules: [String]

    /// One line: `met` or `BROKEN`, the duty, when it was due, and the row and rules.
    public var description: String {
        "\(met ? "met" : "BROKEN") \(duty.rawValue) due at \(dueAt) (\(rowID): \(rules.joined(separator: ", ")))"
    }
}
