import Foundation
import LifecycleCommandLine
import LifecycleSpec

/// `lifecycle-kit rules`: lists and filters the catalog's rules.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "rules", abstract: "list and filter the catalog's rules",
        discussion: "Filters may repeat or take comma-separated values; --section matches the section and all its subsections.",
        examples: ["rules --level required --category launch", "rules --text snapshot --format json"])

    @OptionList(help: "keep rules of these levels") var level: [RuleLevel]
    @OptionList(help: "keep rules about the system or the app") var subject: [RuleSubject]
    @OptionList(help: "keep rules of these categories (see spec/categories.json)", valueName: "CATEGORY") var category: [String]
    @Option(help: "keep rules of this section and its subsections", valueName: "SECTION-ID") var section: String?
    @Option(help: "keep rules of this source document", valueName: "SOURCE-ID") var source: String?
    @OptionList(help: "keep rules checked this way") var testability: [Testability]
    @Option(help: "keep rules whose statement contains these words", valueName: "WORDS") var text: String?
    @Option(help: "the output format") var format = ListFormat.text
    @Option(help: "read this spec folder instead of the catalog that ships with the kit", valueName: "DIR") var spec: String?

    enum ListFormat: String, ArgumentValue, CaseIterable {
        case text, json
        static var valueName: String { "FORMAT" }
    }

    func run(_ context: CommandContext) throws -> ExitCode {
        let catalog = try CatalogSource.load(spec: spec, context: context)
        var filter = RuleFilter()
        filter.levels = Set(level)
        filter.subjects = Set(subject)
        filter.testability = Set(testability)
        filter.categories = Set(category)
        filter.section = section
        filter.source = source
        filter.text = text
        let language = CatalogLanguage(context.language)
        let categories = catalog.categories.map(\.id)
        for name in category where !categories.contains(name) {
            throw UsageError(
                id: "cmd.rules.unknown-category", ["word": quotedArgument(name)], suggestion: NearestMatch.best(for: name, among: categories))
        }
        if let section, catalog.section(section) == nil {
            throw UsageError(
                id: "cmd.rules.unknown-section", ["word": quotedArgument(section)],
                suggestion: NearestMatch.best(for: section, among: catalog.sections.map(\.id)))
        }
        if let source, !catalog.sources.contains(where: { $0.id == source }) {
            throw UsageError(
                id: "cmd.rules.unknown-source", ["word": quotedArgument(source)],
                suggestion: NearestMatch.best(for: source, among: catalog.sources.map(\.id)))
        }
        // --text matches the statement in the chosen language as well as the English one.
        var rules = filter.apply(to: catalog)
        if let text, language != .english {
            filter.text = nil
            let needle = text.lowercased()
            let translated = filter.apply(to: catalog).filter { catalog.statement(of: $0, in: language).lowercased().contains(needle) }
            let ids = Set(rules.map(\.id)).union(translated.map(\.id))
            rules = catalog.rules.filter { ids.contains($0.id) }
        }
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            context.out(String(decoding: try encoder.encode(rules), as: UTF8.self))
        case .text:
            for rule in rules {
                let words = context.words
                let tags = [
                    words("level." + rule.level.rawValue), words("subject." + rule.subject.rawValue), rule.category,
                    words("testability." + rule.testability.rawValue),
                ]
                context.out("\(rule.id)  [\(tags.joined(separator: ", "))]  \(rule.sectionID)")
                context.out("    \(catalog.statement(of: rule, in: language))")
            }
            context.out(context.words("rules.count", ["shown": "\(rules.count)", "total": "\(catalog.rules.count)"]))
        }
        return .success
    }
}
