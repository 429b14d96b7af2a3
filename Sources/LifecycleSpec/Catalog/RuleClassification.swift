/// How binding a rule is, taken from the document's own labels or its wording.
public enum RuleLevel: String, Codable, Sendable, CaseIterable, Comparable {
    case required
    case recommended
    case optional
    case informative

    public static func < (lhs: RuleLevel, rhs: RuleLevel) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Why a rule has the level it has.
public enum LevelBasis: String, Codable, Sendable, CaseIterable {
    case markedRequired = "marked-required"
    case markedRecommended = "marked-recommended"
    case markedOptional = "marked-optional"
    case mustWording = "must-wording"
    case shouldWording = "should-wording"
    case mayWording = "may-wording"
    case systemBehaviour = "system-behaviour"
    case descriptive
}

/// Who a rule binds: the operating system or the app.
public enum RuleSubject: String, Codable, Sendable, CaseIterable {
    case system
    case app
}

/// Whether the kit can check a rule by itself.
public enum Testability: String, Codable, Sendable, CaseIterable {
    case automated
    case manual
    case informative
}
