import LifecycleText

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
    public var oneLine: String { oneLine(in: .english) }

    /// The one line in the language of `words`: counts named by their level, subject and
    /// testability words.
    public func oneLine(in words: Words) -> String {
        func counts(_ names: [String], _ prefix: String, _ table: [String: Int]) -> String {
            names.map { "\(words(prefix + $0)) \(table[$0] ?? 0)" }.joined(separator: ", ")
        }
        let parts = CatalogLanguage.translations.compactMap { language in
            translatedStatements[language.rawValue].map {
                words("lint.translations.language", ["count": "\($0)", "language": language.name, "code": language.rawValue])
            }
        }
        let values = [
            "rules": "\(ruleCount)", "levels": counts(RuleLevel.allCases.map(\.rawValue), "level.", byLevel),
            "subjects": counts(RuleSubject.allCases.map(\.rawValue), "subject.", bySubject),
            "testability": counts(Testability.allCases.map(\.rawValue), "testability.", byTestability), "categories": "\(byCategory.count)",
            "sections": "\(sectionCount)", "sources": "\(sourceCount)", "uncovered": "\(sectionsWithoutRules)", "conflicts": "\(conflictCount)",
            "tables": "\(tableCount)", "translations": parts.isEmpty ? "" : words("lint.translations", "languages", parts.joined(separator: ", ")),
        ]
        return words("lint.ok", values)
    }

    /// The per-category counts, most rules first.
    public var categoryLines: [String] {
        byCategory.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key): \($0.value)" }
    }
}
