/// The outcome of checking one rule against the configuration of an app extension or a
/// watch app: which rule, whether the configuration meets it, and what was found.
public struct ConfigurationFinding: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The id of the rule checked (`WATCH-008`, `TODAY-021`, …).
    public let ruleID: String
    /// True when the configuration meets the rule, false when it violates it.
    public let met: Bool
    /// What was found, in words, naming the keys or facts involved.
    public let message: String

    /// Creates a finding for `ruleID`.
    public init(ruleID: String, met: Bool, message: String) {
        self.ruleID = ruleID
        self.met = met
        self.message = message
    }

    /// `met WATCH-007: …` or `VIOLATED WATCH-008: …`.
    public var description: String { "\(met ? "met" : "VIOLATED") \(ruleID): \(message)" }
}

extension Array where Element == ConfigurationFinding {
    /// The findings that report a violated rule, in order.
    public var violations: [ConfigurationFinding] { filter { !$0.met } }

    /// The finding about `ruleID`, or nil when that rule was not checked (it did not apply).
    public func finding(for ruleID: String) -> ConfigurationFinding? {
        first { $0.ruleID == ruleID }
    }
}
