/// A heading of a source document, with its place in the section tree.
public struct Section: Sendable, Hashable, Identifiable, Codable {
    public let id: String
    public let title: String
    public let line: Int
    public let sourceID: String
    public let parentID: String?
    public let childIDs: [String]
    public let noRulesReason: String?
    /// Titles from the document root down to this section.
    public let path: [String]
    public let depth: Int
    /// The catalog file that declares the section, and the line of its id there.
    public let file: String
    public let fileLine: Int?
}

/// One of the seed documents the catalog is drawn from.
public struct SourceDocument: Sendable, Hashable, Identifiable, Codable {
    public let id: String
    public let file: String
    public let title: String
    public let language: String
    public let translates: String
    public let era: String
    public let iosVersions: IOSVersionRange
    public let normative: Bool
    public let notes: String?
    /// The ids of the top-level sections, in document order.
    public let topSectionIDs: [String]
}

/// A rule category from `spec/categories.json`.
public struct RuleCategory: Sendable, Hashable, Identifiable, Codable {
    public let id: String
    public let description: String
}

/// A disagreement between rules (across documents or iOS versions) and the choice the
/// reference model makes by default.
public struct RuleConflict: Sendable, Hashable, Identifiable, Codable {
    public let id: String
    public let topic: String
    public let ruleIDs: [String]
    public let modelDefault: String
    /// The `Configuration` setting that picks a rule, and the value that picks each.
    public let setting: String
    public let settingValues: [String: String]
    public let explanation: String
}
