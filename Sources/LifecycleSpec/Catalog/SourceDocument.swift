/// A heading of a source document, with its place in the section tree.
public struct Section: Sendable, Hashable, Identifiable, Codable {
    /// The section id, such as `states.managing-state-changes`.
    public let id: String
    /// The heading text of the section.
    public let title: String
    /// The 1-based line of the heading in the seed document.
    public let line: Int
    /// The id of the source document the section belongs to.
    public let sourceID: String
    /// The id of the enclosing section; nil for a top-level section.
    public let parentID: String?
    /// The ids of the direct subsections, in document order.
    public let childIDs: [String]
    /// Why the section holds no rule, when it holds none.
    public let noRulesReason: String?
    /// Titles from the document root down to this section.
    public let path: [String]
    /// The nesting depth: 1 for a top-level section, 2 for its subsections, and so on.
    public let depth: Int
    /// The catalog file that declares the section, and the line of its id there.
    public let file: String
    /// The line of the section id in ``file``, when it was found.
    public let fileLine: Int?
    /// The fingerprint of the heading line in the seed document (see ``SeedFingerprint/ofHeading(_:)``), which
    /// recognises the heading in a user's copy without the catalog storing its text; nil for the
    /// extension source.
    public let headingFingerprint: String?
    /// For a source whose seed is a repository dump: the embedded file the section sits in, as the
    /// dump prints its path (declared on a top-level section, inherited by its subsections); nil
    /// for a seed of plain lines.
    public let seedPart: String?
}

/// One of the seed documents the catalog is drawn from, or the extension source that
/// records behaviour beyond them.
public struct SourceDocument: Sendable, Hashable, Identifiable, Codable {
    /// What a source is.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// One of the five documents: its rules come from a seed file.
        case document
        /// Behaviour beyond the documents, taken from another reference; its rules have level `extension`.
        case `extension`
    }

    /// The source id, such as `states`.
    public let id: String
    /// Whether the source is a document or the extensions.
    public let kind: Kind
    /// The file name of the seed document; empty for the extension source.
    public let file: String
    /// The fingerprint of the whole seed file the catalog was drawn from (see
    /// ``SeedFingerprint/ofFile(_:)``): a copy with the same one is the same edition. Optional.
    public let fileFingerprint: String?
    /// The title of the document.
    public let title: String
    /// The language code of the document, such as `ko`.
    public let language: String
    /// The original document the source translates.
    public let translates: String
    /// When the document was written, such as `2013`.
    public let era: String
    /// The iOS versions the document covers.
    public let iosVersions: IOSVersionRange
    /// False for a source that states no life-cycle rules; its sections are still listed.
    public let normative: Bool
    /// Free-text notes about the source.
    public let notes: String?
    /// The ids of the top-level sections, in document order.
    public let topSectionIDs: [String]
    /// For the extension source: where the behaviour it records is described.
    public let reference: String?
}

/// A rule category from `spec/categories.json`.
public struct RuleCategory: Sendable, Hashable, Identifiable, Codable {
    /// The category id that rules name in their `category` field.
    public let id: String
    /// What rules of the category are about.
    public let description: String
}

/// A disagreement between rules (across documents or iOS versions) and the choice the
/// reference model makes by default.
public struct RuleConflict: Sendable, Hashable, Identifiable, Codable {
    /// The conflict id, such as `CONFLICT-SLEEP-WAKE-STATE`.
    public let id: String
    /// What the rules disagree about, in a few words.
    public let topic: String
    /// The ids of the rules that disagree.
    public let ruleIDs: [String]
    /// The id of the rule the reference model follows by default.
    public let modelDefault: String
    /// The `Configuration` setting that picks a rule; nil when the model cannot follow the
    /// other reading and always follows ``modelDefault``.
    public let setting: String?
    /// For each rule id of the conflict, the value of ``setting`` that selects it.
    public let settingValues: [String: String]
    /// Why the model's default is what it is.
    public let explanation: String
}
