/// The validated rule catalog: sources with their section trees, rules, categories,
/// conflicts and tables. Built only by `CatalogLoader`, so every reference in it
/// resolves.
public struct Catalog: Sendable {
    /// The source documents, in the file-name order of `spec/sources`.
    public let sources: [SourceDocument]
    /// Every section, in document order (depth-first).
    public let sections: [Section]
    /// Every rule, ordered by id prefix and then by number (`STATES-2` before `STATES-10`).
    public let rules: [Rule]
    /// The categories of `spec/categories.json`, in file order.
    public let categories: [RuleCategory]
    /// The conflicts of `spec/conflicts.json`, in file order.
    public let conflicts: [RuleConflict]
    /// The tables of `spec/tables`, one per file, in file-name order.
    public let tables: [SpecTable]
    /// The rule statements in other languages (`spec/ko/rules`).
    public let translations: RuleTranslations

    private let sectionIndex: [String: Int]
    private let ruleIndex: [String: Int]

    init(
        sources: [SourceDocument], sections: [Section], rules: [Rule], categories: [RuleCategory], conflicts: [RuleConflict], tables: [SpecTable],
        translations: RuleTranslations = RuleTranslations()
    ) {
        self.sources = sources
        self.sections = sections
        self.rules = rules
        self.categories = categories
        self.conflicts = conflicts
        self.tables = tables
        self.translations = translations
        sectionIndex = Dictionary(sections.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A rule's statement in a language: its own (English) statement, or its translation,
    /// falling back to English when the catalog has none in that language.
    public func statement(of rule: Rule, in language: CatalogLanguage) -> String {
        language == .english ? rule.statement : translations.statement(of: rule.id, in: language) ?? rule.statement
    }

    /// The rule with the given id, or nil when there is none.
    public func rule(_ id: String) -> Rule? { ruleIndex[id].map { rules[$0] } }
    /// The section with the given id, or nil when there is none.
    public func section(_ id: String) -> Section? { sectionIndex[id].map { sections[$0] } }
    /// The source document with the given id, or nil when there is none.
    public func source(_ id: String) -> SourceDocument? { sources.first { $0.id == id } }
    /// The table with the given id (its file name without `.json`), or nil when there is none.
    public func table(_ id: String) -> SpecTable? { tables.first { $0.id == id } }

    /// The rules that sit directly in a section, not in its subsections.
    public func rules(inSection id: String) -> [Rule] { rules.filter { $0.sectionID == id } }

    /// The rules of a section and of all its subsections.
    public func rules(underSection id: String) -> [Rule] {
        let prefix = id + "."
        return rules.filter { $0.sectionID == id || $0.sectionID.hasPrefix(prefix) }
    }

    /// The rules the kit checks with conformance cases: automated and not retired.
    public var automatedRules: [Rule] { rules.filter(\.isAutomated) }

    /// The conflicts a rule takes part in.
    public func conflicts(involving ruleID: String) -> [RuleConflict] {
        conflicts.filter { $0.ruleIDs.contains(ruleID) }
    }

    /// The table rows that cite a rule.
    public func tableRows(citing ruleID: String) -> [(table: SpecTable, row: SpecTableRow)] {
        tables.flatMap { table in table.rows.filter { $0.ruleIDs.contains(ruleID) }.map { (table, $0) } }
    }
}
