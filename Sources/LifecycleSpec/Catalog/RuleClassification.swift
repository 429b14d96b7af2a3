/// How binding a rule is, taken from the document's own labels or its wording.
public enum RuleLevel: String, Codable, Sendable, CaseIterable, Comparable {
    /// Must hold; a conforming system or app that breaks it fails.
    case required
    /// Should hold: the document recommends it.
    case recommended
    /// May hold; the document allows it without asking for it.
    case optional
    /// Beyond the five documents: UIKit behaviour the kit checks in extension checks only,
    /// from a source of kind `extension`. Never part of the verdict.
    case `extension`
    /// Background information with nothing to obey.
    case informative

    /// Orders levels from the most binding (`required`) to the least (`informative`).
    public static func < (lhs: RuleLevel, rhs: RuleLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Why a rule has the level it has.
public enum LevelBasis: String, Codable, Sendable, CaseIterable {
    /// The document labels the statement as required.
    case markedRequired = "marked-required"
    /// The document labels the statement as recommended.
    case markedRecommended = "marked-recommended"
    /// The document labels the statement as optional.
    case markedOptional = "marked-optional"
    /// The document says "must" or an equivalent.
    case mustWording = "must-wording"
    /// The document says "should" or an equivalent.
    case shouldWording = "should-wording"
    /// The document says "may" or an equivalent.
    case mayWording = "may-wording"
    /// The document states as fact what the system does, so an emulation must do the same.
    case systemBehaviour = "system-behaviour"
    /// Background description that binds no one.
    case descriptive
    /// Not in the five documents at all: behaviour of UIKit recorded from another reference,
    /// for extension checks (level `extension`).
    case beyondDocuments = "beyond-documents"
}

/// Who a rule binds: the operating system or the app.
public enum RuleSubject: String, Codable, Sendable, CaseIterable {
    /// The operating system: what it guarantees to an app.
    case system
    /// The app: what it must or should do.
    case app
}

/// Whether the kit can check a rule by itself.
public enum Testability: String, Codable, Sendable, CaseIterable {
    /// A conformance case of the kit checks the rule.
    case automated
    /// A person must check the rule.
    case manual
    /// There is nothing to check.
    case informative
}
