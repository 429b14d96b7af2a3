import Foundation
import LifecycleSpec

/// `lifecycle-kit rules [filters] [--format text|json]`: lists catalog rules.
enum RulesCommand {
    static let help = """
        USAGE: lifecycle-kit rules [--level L] [--subject S] [--category C] [--section ID]
                                   [--source ID] [--testability T] [--text WORDS]
                                   [--format text|json] [--spec DIR]

        Lists the rules of the catalog. Filters may repeat or take comma-separated values;
        --section matches the section and all its subsections.

          --level        required, recommended, optional, informative
          --subject      system, app
          --category     a category id from spec/categories.json
          --testability  automated, manual, informative
          --format       text (default) or json
        """

    static func run(_ arguments: inout CommandLineArguments) throws -> Int32 {
        var filter = RuleFilter()
        filter.levels = try parse(RuleLevel.self, arguments.values("level"), option: "level")
        filter.subjects = try parse(RuleSubject.self, arguments.values("subject"), option: "subject")
        filter.testability = try parse(Testability.self, arguments.values("testability"), option: "testability")
        filter.categories = Set(split(arguments.values("category")))
        filter.section = arguments.value("section")
        filter.source = arguments.value("source")
        filter.text = arguments.value("text")
        let format = arguments.value("format") ?? "text"
        guard ["text", "json"].contains(format) else { throw UsageError("--format must be text or json, got '\(format)'") }
        let catalog = try CatalogOption.load(&arguments)
        try arguments.rejectUnknown()
        for category in filter.categories where !catalog.categories.contains(where: { $0.id == category }) {
            throw UsageError("unknown category '\(category)'; known: \(catalog.categories.map(\.id).joined(separator: ", "))")
        }
        if let section = filter.section, catalog.section(section) == nil {
            throw UsageError("unknown section '\(section)'")
        }
        let rules = filter.apply(to: catalog)
        if format == "json" {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            Console.out(String(decoding: try encoder.encode(rules), as: UTF8.self))
        } else {
            for rule in rules {
                Console.out("\(rule.id)  [\(rule.level.rawValue), \(rule.subject.rawValue), \(rule.category), \(rule.testability.rawValue)]  \(rule.sectionID)")
                Console.out("    \(rule.statement)")
            }
            Console.out("\(rules.count) of \(catalog.rules.count) rules")
        }
        return 0
    }

    private static func split(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }.filter { !$0.isEmpty }
    }

    private static func parse<Value: RawRepresentable & CaseIterable & Hashable>(
        _ type: Value.Type, _ values: [String], option: String
    ) throws(UsageError) -> Set<Value> where Value.RawValue == String {
        var result = Set<Value>()
        for text in split(values) {
            guard let value = Value(rawValue: text) else {
                throw UsageError("--\(option) '\(text)' is not one of: \(Value.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            result.insert(value)
        }
        return result
    }
}
