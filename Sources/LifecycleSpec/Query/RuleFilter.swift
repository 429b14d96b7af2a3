/// Selects rules by level, subject, category, section, testability or text.
public struct RuleFilter: Sendable, Equatable {
    /// The levels to keep; empty keeps every level.
    public var levels: Set<RuleLevel> = []
    /// The subjects to keep; empty keeps both.
    public var subjects: Set<RuleSubject> = []
    /// The category ids to keep; empty keeps every category.
    public var categories: Set<String> = []
    /// A section id; matches rules in that section and in its subsections.
    public var section: String?
    /// The testabilities to keep; empty keeps all.
    public var testability: Set<Testability> = []
    /// A source id; matches only the rules of that source.
    public var source: String?
    /// Case-insensitive text to find in the id or statement.
    public var text: String?

    /// Creates a filter that matches every rule.
    public init() {}

    /// True when `rule` passes every criterion that is set.
    public func matches(_ rule: Rule) -> Bool {
        if !levels.isEmpty && !levels.contains(rule.level) { return false }
        if !subjects.isEmpty && !subjects.contains(rule.subject) { return false }
        if !categories.isEmpty && !categories.contains(rule.category) { return false }
        if !testability.isEmpty && !testability.contains(rule.testability) { return false }
        if let source, rule.sourceID != source { return false }
        if let section, rule.sectionID != section && !rule.sectionID.hasPrefix(section + ".") { return false }
        if let text, !text.isEmpty {
            let needle = text.lowercased()
            if !rule.id.lowercased().contains(needle) && !rule.statement.lowercased().contains(needle) { return false }
        }
        return true
    }

    /// The rules of `catalog` that match, in catalog order.
    public func apply(to catalog: Catalog) -> [Rule] {
        catalog.rules.filter(matches)
    }
}
