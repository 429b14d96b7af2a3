import LifecycleCommandLine
import LifecycleConformance
import LifecycleSpec

/// `lifecycle-kit explain RULE-ID`: everything the kit knows about one rule.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "explain", abstract: "everything the kit knows about one rule",
        discussion: """
            Prints a rule's statement, level and its basis, subject, category, testability (and why),
            iOS versions, section path and source document (title, seed file and line), the table rows
            that carry it, the conflicts it takes part in with the model's default and the setting that
            selects a reading, the rules that say the same, and the conformance cases that test it.
            With --seeds (or LIFECYCLE_KIT_SEEDS), quotes the line the rule is drawn from, and its
            section's heading, from your own copy of the documents, which the kit does not ship.
            """,
        examples: ["explain STATES-088", "explain STATES-039 --seeds ~/seeds"])

    @Argument(help: "the rule to explain, such as STATES-088 (case does not matter)", valueName: "RULE-ID") var ruleID: String
    @Option(help: "read this spec folder instead of the catalog that ships with the kit", valueName: "DIR") var spec: String?
    @Option(help: SeedsFolder.help, valueName: "DIR") var seeds: String?

    func run(_ context: CommandContext) throws -> ExitCode {
        let seedLibrary = try SeedsFolder.library(option: seeds, context: context)
        let catalog = try CatalogSource.load(spec: spec, context: context)
        let id = ruleID.uppercased()
        guard var explanation = RuleExplanation(id, catalog: catalog) else {
            throw UsageError(RuleExplanation.unknownRuleMessage(id, catalog: catalog, words: context.words))
        }
        explanation.words = context.words
        explanation.lines.forEach(context.out)
        try SeedsFolder.showPassage(of: explanation.rule, in: catalog, from: seedLibrary, context: context)
        return .success
    }
}
