import LifecycleSpec
import LifecycleWorkshop

/// Everything the kit knows about one rule: the statement and its classification, where
/// it comes from, the table rows that carry it, the conflicts it takes part in, the rules
/// that say the same, and the conformance cases that test it.
public struct RuleExplanation: Sendable {
    /// The rule explained.
    public let rule: Rule
    /// The catalog the rule belongs to.
    public let catalog: Catalog
    /// The conformance cases that test the rule.
    public let cases: [ConformanceCase]

    /// The explanation of `id` (letter case ignored), or nil when the catalog has no such rule.
    public init?(_ id: String, catalog: Catalog, cases: [ConformanceCase] = ConformanceSuite.allCases) {
        guard let rule = catalog.rule(id) ?? catalog.rules.first(where: { $0.id.uppercased() == id.uppercased() }) else { return nil }
        self.rule = rule
        self.catalog = catalog
        self.cases = cases.filter { $0.ruleIDs.contains(rule.id) }
    }

    /// `unknown rule 'X'; did you mean: A, B, C?`
    public static func unknownRuleMessage(_ id: String, catalog: Catalog) -> String {
        "unknown rule '\(id)'; did you mean: \(RuleSuggestions.nearest(to: id, in: catalog.rules.map(\.id)).joined(separator: ", "))?"
    }

    /// The explanation, one line each: the statement, the classification, the source, then
    /// the table rows, conflicts, rules that say the same, and cases.
    public var lines: [String] {
        var lines = ["\(rule.id)\(rule.retired ? " (retired)" : "")", "  \(rule.statement)", ""]
        lines.append("level:        \(rule.level.rawValue) (basis: \(rule.levelBasis.rawValue))")
        lines.append("subject:      \(rule.subject.rawValue)")
        let category = catalog.categories.first { $0.id == rule.category }.map { " (\($0.description))" } ?? ""
        lines.append("category:     \(rule.category)\(category)")
        lines.append("testability:  \(rule.testability.rawValue)\(rule.testabilityReason.map { " (\($0))" } ?? "")")
        lines.append("iOS versions: \(rule.iosVersions)")
        lines += translationLines + sourceLines + tableLines + conflictLines + sameAsLines + caseLines
        return lines
    }

    /// The rule's translation note, when the translation says something other than the original.
    var translationLines: [String] {
        guard let note = rule.translationNote else { return [] }
        return [
            "translation:  \(note.kind.rawValue): the translation \(note.translationSays)",
            "  rule follows: \(note.ruleFollows)",
            "  why:          \(note.why)",
        ]
    }

    var sourceLines: [String] {
        let path = catalog.section(rule.sectionID).map { $0.path.joined(separator: " > ") } ?? "?"
        var lines = ["section:      \(rule.sectionID)  (\(path))"]
        if let source = catalog.source(rule.sourceID), source.kind == .extension {
            lines.append("source:       \(source.id): \"\(source.title)\" — beyond the five documents")
            lines.append("reference:    \(source.reference ?? "")")
        } else if let source = catalog.source(rule.sourceID) {
            lines.append("source:       \(source.id): \"\(source.title)\" (\(source.era), \(source.iosVersions))")
            lines.append("seed:         \(source.file), line \(rule.seedLine)")
        } else {
            lines.append("source:       \(rule.sourceID), line \(rule.seedLine)")
        }
        lines.append("defined in:   \(rule.file)")
        return lines
    }

    var tableLines: [String] {
        let rows = catalog.tableRows(citing: rule.id)
        guard !rows.isEmpty else { return ["table rows:   none"] }
        return ["table rows:"] + rows.map { table, row in "  \(table.id) \(row.id)  \(TableRowSummary.text(of: row, in: table.id))" }
    }

    var conflictLines: [String] {
        let conflicts = catalog.conflicts(involving: rule.id)
        let grouped = Set(conflicts.flatMap(\.ruleIDs))
        let ungrouped = rule.conflictsWith.filter { !grouped.contains($0) }
        guard !conflicts.isEmpty || !ungrouped.isEmpty else { return ["conflicts:    none"] }
        var lines = ["conflicts:"]
        for id in ungrouped { lines.append("  with \(id) (\(RuleNotes(catalog: catalog).statement(of: id, limit: 80)))") }
        for conflict in conflicts {
            let others = conflict.ruleIDs.filter { $0 != rule.id }
            lines.append("  \(conflict.id): \(conflict.topic)")
            lines.append("    against \(others.map { "\($0) (\(RuleNotes(catalog: catalog).statement(of: $0, limit: 80)))" }.joined(separator: "; "))")
            let values = conflict.ruleIDs.compactMap { id in conflict.settingValues[id].map { "\(id) when \($0)" } }.joined(separator: ", ")
            lines.append("    model default: \(conflict.modelDefault)\(conflict.modelDefault == rule.id ? " (this rule)" : "")")
            if let setting = conflict.setting {
                lines.append("    selected by setting \(setting): \(values)")
            } else {
                lines.append("    no setting: the model cannot follow the other reading")
            }
        }
        return lines
    }

    var sameAsLines: [String] {
        guard !rule.sameAs.isEmpty else { return ["same as:      none"] }
        return ["same as:"] + rule.sameAs.map { "  \($0)  \(RuleNotes(catalog: catalog).statement(of: $0))" }
    }

    var caseLines: [String] {
        guard !cases.isEmpty else { return ["tested by:    no conformance case"] }
        return ["tested by:"]
            + cases.flatMap { conformanceCase -> [String] in
                let checks = conformanceCase.checks.filter { $0.ruleIDs.contains(rule.id) }
                let file = conformanceCase.sourceLocation.description.split(separator: ":").first.map(String.init) ?? ""
                return ["  \(conformanceCase.id)  \(conformanceCase.title)  (\(conformanceCase.sourceLocation))"]
                    + checks.map { "      check '\($0.summary)' (\(file):\($0.line))" }
            }
    }
}
