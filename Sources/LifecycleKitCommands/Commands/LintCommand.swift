import LifecycleCommandLine
import LifecycleModel
import LifecycleReport
import LifecycleSpec

/// `lifecycle-kit lint`: validates the catalog and prints its summary.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "lint", abstract: "validate the rule catalog and print its summary",
        discussion: """
            Loads and validates the catalog: unique ids, known sections, levels and categories, no
            dangling references, conflicts described on both sides, every section covered, every
            table the reference model reads present and decodable, every table row citing existing rules. Prints one line of counts; on
            defects prints each with its file, line, record and field, and exits 1.
            """)

    @Option(help: "validate this spec folder instead of the catalog that ships with the kit", valueName: "DIR") var spec: String?
    @Flag(help: "also print the catalog's SHA-256 (as reports state it), the rules per category and the conflicts") var verbose

    func run(_ context: CommandContext) throws -> ExitCode {
        let catalog = try CatalogSource.load(spec: spec, context: context, defectStatus: .negative)
        do {
            _ = try ModelTables(catalog: catalog)
        } catch {
            context.error(context.errorStyle.bad("error:") + " \(error.message)")
            throw CommandFailure("the tables cannot drive the reference model", status: .negative)
        }
        let summary = CatalogSummary(catalog)
        context.out(summary.oneLine)
        if verbose {
            context.out("catalog SHA-256: \(CatalogHash.sha256(of: catalog)) (the catalogHash every report states)")
            context.out("categories:")
            summary.categoryLines.forEach { context.out("  \($0)") }
            context.out("conflicts:")
            for conflict in catalog.conflicts {
                context.out(
                    "  \(conflict.id): \(conflict.ruleIDs.joined(separator: " vs ")); model follows \(conflict.modelDefault); setting \(conflict.setting)")
            }
        }
        return .success
    }
}
