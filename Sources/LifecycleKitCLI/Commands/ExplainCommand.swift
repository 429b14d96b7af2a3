import LifecycleConformance
import LifecycleSpec

/// `lifecycle-kit explain RULE-ID`: everything the kit knows about one rule.
enum ExplainCommand {
    static let help = """
        USAGE: lifecycle-kit explain RULE-ID [--spec DIR]

        Prints a rule's statement, level and its basis, subject, category, testability
        (and why), iOS versions, section path and source document (title, seed file and
        line), the table rows that carry it, the conflicts it takes part in with the model's
        default and the setting that selects a reading, the rules that say the same, and
        the conformance cases that test it. An unknown id exits 1 and names the nearest ids.

          --spec DIR   read this spec folder instead of the bundled catalog
        """

    static func run(_ arguments: inout CommandLineArguments) throws -> Int32 {
        let catalog = try CatalogOption.load(&arguments)
        try arguments.rejectUnknown()
        guard arguments.positional.count == 1, let id = arguments.positional.first else { throw UsageError("give exactly one rule id") }
        guard let explanation = RuleExplanation(id, catalog: catalog) else {
            throw CommandFailure(RuleExplanation.unknownRuleMessage(id, catalog: catalog))
        }
        explanation.lines.forEach(Console.out)
        return 0
    }
}
