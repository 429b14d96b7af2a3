/// Counts that describe the catalog at a glance.
public struct CatalogSummary: Sendable, Codable, Equatable {
    /// The number of rules, retired ones included.
    public let ruleCount: Int
    /// The number of sections across all sources.
    public let sectionCount: Int
    /// The number of source documents.
    public let sourceCount: Int
    /// The number of tables.
    public let tableCount: Int
    /// The number of conflicts.
    public let conflictCount: Int
    /// Rule counts keyed by level raw value (`required`, `recommended`, …).
    public let byLevel: [String: Int]
    /// Rule counts keyed by subject raw value (`system`, `app`).
    public let bySubject: [String: Int]
    /// Rule counts keyed by category id.
    public let byCategory: [String: Int]
    /// Rule counts keyed by testability raw value (`automated`, `manual`, `informative`).
    public let byTestability: [String: Int]
    /// The number of sections that no rule sits in directly.
    public let sectionsWithoutRules: Int
    /// Translated statements keyed by language code (`ko`).
    public let translatedStatements: [String: Int]

    /// Counts the rules, sections, sources, conflicts and tables of `catalog`.
    public init(_ catalog: Catalog) {
        ruleCount = catalog.rules.count
        sectionCount = catalog.sections.count
        sourceCount = catalog.sources.count
        tableCount = catalog.tables.count
        conflictCount = catalog.conflicts.count
        byLevel = Self.count(catalog.rules.map(\.level.rawValue))
        bySubject = Self.count(catalog.rules.map(\.subject.rawValue))
        byCategory = Self.count(catalog.rules.map(\.category))
        byTestability = Self.count(catalog.rules.map(\.testability.rawValue))
        let covered = Set(catalog.rules.map(\.sectionID))
        sectionsWithoutRules = catalog.sections.filter { !covered.contains($0.id) }.count
        translatedStatements = Dictionary(
            catalog.translations.languages.map { ($0.rawValue, catalog.translations.count(in: $0)) }, uniquingKeysWith: { first, _ in first })
    }

    private static func count(_ values: [String]) -> [String: Int] {
        values.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    /// `412 rules (required 250, …); subject …; 37 categories; 180 sections (40 without rules, each with a reason)`
    public var oneLine: String {
        let levels = RuleLevel.allCases.map { "\($0.rawValue) \(byLevel[$0.rawValue] ?? 0)" }.joined(separator: ", ")
        let subjects = RuleSubject.allCases.map { "\($0.rawValue) \(bySubject[$0.rawValue] ?? 0)" }.joined(separator: ", ")
        let testability = Testability.allCases.map { "\($0.rawValue) \(byTestability[$0.rawValue] ?? 0)" }.joined(separator: ", ")
        return "catalog OK: \(ruleCount) rules (\(levels); \(subjects); \(testability)) in \(byCategory.count) categories; "
            + "\(sectionCount) sections in \(sourceCount) sources (\(sectionsWithoutRules) without rules, each with a reason); "
            + "\(conflictCount) conflicts; \(tableCount) tables" + translationsText
    }

    private var translationsText: String {
        let parts = CatalogLanguage.translations.compactMap { language in
            translatedStatements[language.rawValue].map { "\($0) in \(language.name) (\(language.rawValue))" }
        }
        return parts.isEmpty ? "" : "; statements translated: " + parts.joined(separator: ", ")
    }

    /// The per-category counts, most rules first.
    public var categoryLines: [String] {
        byCategory.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key): \($0.value)" }
    }
}
