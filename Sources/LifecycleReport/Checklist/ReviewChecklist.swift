import Foundation
import LifecycleSpec
import LifecycleText

/// The rules a person must check (testability `manual`), grouped by the section of the
/// documents they come from, with what to look at for each: the reviewer's checklist that
/// `lifecycle-kit checklist` writes, and the attestation template a reviewer fills in.
public struct ReviewChecklist: Sendable {
    /// One rule to review.
    public struct Item: Sendable, Hashable, Codable {
        public var rule: String
        public var level: RuleLevel
        public var subject: RuleSubject
        public var statement: String
        /// Why a person must check it, and so what to look at.
        public var lookAt: String
    }

    /// The items of one section.
    public struct Group: Sendable, Hashable, Codable {
        public var section: String
        public var path: [String]
        public var items: [Item]
    }

    /// The groups, in catalog order.
    public let groups: [Group]

    /// The checklist of the manual rules of `catalog` at the given levels (all when empty).
    public init(catalog: Catalog, levels: Set<RuleLevel> = []) {
        let manual = catalog.rules.filter { $0.testability == .manual && !$0.retired && (levels.isEmpty || levels.contains($0.level)) }
        let bySection = Dictionary(grouping: manual, by: \.sectionID)
        groups = catalog.sections.compactMap { section in
            guard let rules = bySection[section.id], !rules.isEmpty else { return nil }
            return Group(
                section: section.id, path: section.path,
                items: rules.map {
                    Item(rule: $0.id, level: $0.level, subject: $0.subject, statement: $0.statement, lookAt: $0.testabilityReason ?? "")
                })
        }
    }

    /// Every item.
    public var items: [Item] { groups.flatMap(\.items) }

    /// The checklist as Markdown: a heading per section, a checkbox per rule with what to look
    /// at, worded in the language of `words`; with `catalog`, each statement in that language
    /// when the catalog has it (what to look at is the catalog's English reason).
    public func markdown(words: Words = .english, catalog: Catalog? = nil) -> String {
        var lines = [words("checklist.title"), "", words("checklist.intro", ["rules": "\(items.count)", "sections": "\(groups.count)"])]
        let language = CatalogLanguage(rawValue: words.language.rawValue) ?? .english
        for group in groups {
            lines += ["", "## \(group.path.joined(separator: " › "))", ""]
            for item in group.items {
                let statement = catalog.flatMap { catalog in catalog.rule(item.rule).map { catalog.statement(of: $0, in: language) } } ?? item.statement
                let tags = "\(words("level." + item.level.rawValue)), \(words("subject." + item.subject.rawValue))"
                lines.append("- [ ] **\(item.rule)** (\(tags)) \(statement)")
                if !item.lookAt.isEmpty { lines.append(words("checklist.look-at", "reason", item.lookAt)) }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The checklist as JSON.
    public func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(ChecklistFile(groups: groups))
    }

    /// An attestation file with one unreviewed entry per rule, ready to fill in: an entry
    /// left with a null verdict and no evidence counts as unreviewed.
    public func attestationTemplate(implementation: String) throws -> Data {
        let entries = items.map { TemplateEntry(rule: $0.rule, statement: $0.statement) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(TemplateFile(implementation: implementation, attestations: entries))
    }

    struct ChecklistFile: Encodable {
        let format = "lifecycle-kit-checklist"
        let version = 1
        let groups: [Group]
    }

    struct TemplateFile: Encodable {
        let format = AttestationFile.formatMarker
        let version = 1
        let implementation: String
        let attestations: [TemplateEntry]
    }

    struct TemplateEntry: Encodable {
        let rule: String
        let statement: String
        let verdict: String? = nil
        let evidence = ""
        let reviewer = ""
        let date = ""

        enum CodingKeys: String, CodingKey { case rule, statement, verdict, evidence, reviewer, date }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rule, forKey: .rule)
            try container.encode(statement, forKey: .statement)
            try container.encodeNil(forKey: .verdict)
            try container.encode(evidence, forKey: .evidence)
            try container.encode(reviewer, forKey: .reviewer)
            try container.encode(date, forKey: .date)
        }
    }
}
