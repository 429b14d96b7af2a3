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

/// Why a rule has the level it has: the wording class of its sentence in the source
/// document (the level policy of `docs/spec-format.md`). Each class fixes one level.
public enum LevelBasis: String, Codable, Sendable, CaseIterable {
    /// The document labels the statement as required.
    case markedRequired = "marked-required"
    /// The document labels the statement as recommended.
    case markedRecommended = "marked-recommended"
    /// The document labels the statement as optional.
    case markedOptional = "marked-optional"
    /// The document says "must", "must never" or an equivalent, or that breaking the duty
    /// gets the app terminated.
    case mustWording = "must-wording"
    /// The document sets an imperative apart in bold.
    case emphasisedImperative = "emphasised-imperative"
    /// The document gives a plain imperative, or a how-to step in the plain form, with no
    /// word of force.
    case imperativeWording = "imperative-wording"
    /// The document says "should", recommends, or calls something better or the best way.
    case shouldWording = "should-wording"
    /// The document says the app "may" or "can", or need not: a permission to the app.
    case mayWording = "may-wording"
    /// The document says the system "may", "can" or "might" do something: permitted to the
    /// system, not promised by it.
    case systemMayWording = "system-may-wording"
    /// The document states as fact what the system does, so an emulation must do the same.
    case systemBehaviour = "system-behaviour"
    /// Background description, history, an example or a reason, binding no one.
    case descriptive
    /// Words of the translator, not of the original document: binding no one.
    case translatorRemark = "translator-remark"
    /// Not in the five documents at all: behaviour of UIKit recorded from another reference,
    /// for extension checks (level `extension`).
    case beyondDocuments = "beyond-documents"

    /// The one level the policy gives a rule of this basis.
    public var level: RuleLevel {
        switch self {
        case .markedRequired, .mustWording, .emphasisedImperative, .systemBehaviour: .required
        case .markedRecommended, .imperativeWording, .shouldWording: .recommended
        case .markedOptional, .mayWording, .systemMayWording: .optional
        case .descriptive, .translatorRemark: .informative
        case .beyondDocuments: .extension
        }
    }
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
