/// The outcome of checking one duty at the moment it fell due.
public struct DutyFinding: Sendable, Hashable, CustomStringConvertible {
    /// The id of the duty-table row that gives the duty.
    public let rowID: String
    public let duty: DutyKey
    /// The callback whose return, or the moment (`suspension`, `entering-background`), the duty was due by.
    public let dueAt: String
    public let met: Bool
    /// The rules the duty carries.
    public let rules: [String]

    public var description: String {
        "\(met ? "met" : "BROKEN") \(duty.rawValue) due at \(dueAt) (\(rowID): \(rules.joined(separator: ", ")))"
    }
}
