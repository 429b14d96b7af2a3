import LifecycleSpec
import LifecycleText
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
    /// The language of the labels and of the statements quoted (the English statement is
    /// shown too when the rule's own is in another language).
    public var words: Words = .english

    /// The explanation of `id` (letter case ignored), or nil when the catalog has no such rule.
    public init?(_ id: String, catalog: Catalog, cases: [ConformanceCase] = ConformanceSuite.allCases) {
        guard let rule = catalog.rule(id) ?? catalog.rules.first(where: { $0.id.uppercased() == id.uppercased() }) else { return nil }
        self.rule = rule
        self.catalog = catalog
        self.cases = cases.filter { $0.ruleIDs.contains(rule.id) }
    }

    /// `unknown rule 'X'; did you mean: A, B, C?`
    public static func unknownRuleMessage(_ id: String, catalog: Catalog, words: Words = .english) -> String {
        words("explain.unknown-rule", ["rule": id, "suggestions": RuleSuggestions.nearest(to: id, in: catalog.rules.map(\.id)).joined(separator: ", ")])
    }

    private var language: CatalogLanguage { CatalogLanguage(words.language) }

    private var notes: RuleNotes { RuleNotes(catalog: catalog, words: words) }

    /// The explanation, one line each: the statement, the classification, the source, then
    /// the table rows, conflicts, rules that say the same, and cases.
    public var lines: [String] {
        let statement = catalog.statement(of: rule, in: language)
        var lines = ["\(rule.id)\(rule.retired ? " " + words("explain.retired") : "")", "  \(statement)"]
        if statement != rule.statement { lines.append("  " + words("explain.english", "statement", rule.statement)) }
        lines.append("")
        lines.append(words("explain.level", ["level": words("level." + rule.level.rawValue), "basis": rule.levelBasis.rawValue]))
        lines.append(words("explain.subject", "subject", words("subject." + rule.subject.rawValue)))
        let category = catalog.categories.first { $0.id == rule.category }.map { " (\(words.text($0.description)))" } ?? ""
        lines.append(words("explain.category", "category", rule.category + category))
        lines.append(
            words("explain.testability", "testability", words("testability." + rule.testability.rawValue) + (rule.testabilityReason.map { " (\($0))" } ?? "")))
        lines.append(words("explain.ios", "versions", rule.iosVersions.text(in: words)))
        lines += translationLines + sourceLines + tableLines + conflictLines + sameAsLines + caseLines
        return lines
    }

    /// The rule's translation note, when the translation says something other than the original.
    var translationLines: [String] {
        guard let note = rule.translationNote else { return [] }
        return [
            words("explain.translation", ["kind": note.kind.rawValue, "says": note.translationSays]),
            words("explain.translation.follows", "follows", note.ruleFollows),
            words("explain.translation.why", "why", note.why),
        ]
    }

    var sourceLines: [String] {
        let path = catalog.section(rule.sectionID).map { $0.path.joined(separator: " > ") } ?? "?"
        var lines = [words("explain.section", ["section": rule.sectionID, "path": path])]
        if let source = catalog.source(rule.sourceID), source.kind == .extension {
            lines.append(words("explain.source.extension", ["source": source.id, "title": source.title]))
            lines.append(words("explain.reference", "reference", source.reference ?? ""))
        } else if let source = catalog.source(rule.sourceID) {
            lines.append(
                words("explain.source", ["source": source.id, "title": source.title, "era": source.era, "versions": source.iosVersions.text(in: words)]))
            lines.append(words("explain.seed", ["file": source.file, "line": "\(rule.seedLine)"]))
        } else {
            lines.append(words("explain.source.unknown", ["source": rule.sourceID, "line": "\(rule.seedLine)"]))
        }
        lines.append(words("explain.defined-in", "file", rule.file))
        return lines
    }

    var tableLines: [String] {
        let rows = catalog.tableRows(citing: rule.id)
        guard !rows.isEmpty else { return [words("explain.rows.none")] }
        return [words("explain.rows")] + rows.map { table, row in "  \(table.id) \(row.id)  \(TableRowSummary.text(of: row, in: table.id, words: words))" }
    }

    var conflictLines: [String] {
        let conflicts = catalog.conflicts(involving: rule.id)
        let grouped = Set(conflicts.flatMap(\.ruleIDs))
        let ungrouped = rule.conflictsWith.filter { !grouped.contains($0) }
        guard !conflicts.isEmpty || !ungrouped.isEmpty else { return [words("explain.conflicts.none")] }
        var lines = [words("explain.conflicts")]
        for id in ungrouped { lines.append(words("explain.conflicts.with", ["rule": id, "statement": notes.statement(of: id, limit: 80)])) }
        for conflict in conflicts {
            let others = conflict.ruleIDs.filter { $0 != rule.id }
            lines.append("  \(conflict.id): \(words.text(conflict.topic))")
            lines.append(words("explain.conflicts.against", "others", others.map { "\($0) (\(notes.statement(of: $0, limit: 80)))" }.joined(separator: "; ")))
            let values = conflict.ruleIDs.compactMap { id in conflict.settingValues[id].map { words("explain.conflicts.when", ["rule": id, "value": $0]) } }
            lines.append(
                words(conflict.modelDefault == rule.id ? "explain.conflicts.default.this" : "explain.conflicts.default", "rule", conflict.modelDefault))
            if let setting = conflict.setting {
                lines.append(words("explain.conflicts.setting", ["setting": setting, "values": values.joined(separator: ", ")]))
            } else {
                lines.append(words("explain.conflicts.no-setting"))
            }
        }
        return lines
    }

    var sameAsLines: [String] {
        guard !rule.sameAs.isEmpty else { return [words("explain.same-as.none")] }
        return [words("explain.same-as")] + rule.sameAs.map { "  \($0)  \(notes.statement(of: $0))" }
    }

    var caseLines: [String] {
        guard !cases.isEmpty else { return [words("explain.cases.none")] }
        return [words("explain.cases")]
            + cases.flatMap { conformanceCase -> [String] in
                let checks = conformanceCase.checks.filter { $0.ruleIDs.contains(rule.id) }
                let file = conformanceCase.sourceLocation.description.split(separator: ":").first.map(String.init) ?? ""
                return ["  \(conformanceCase.id)  \(words.text(conformanceCase.title))  (\(conformanceCase.sourceLocation))"]
                    + checks.map { words("explain.cases.check", ["check": words.text($0.summary), "place": "\(file):\($0.line)"]) }
            }
    }
}
