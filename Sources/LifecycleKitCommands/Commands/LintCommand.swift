import Foundation
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
            table row citing existing rules; then every table the reference model reads, row by row:
            each value from its closed vocabulary (states, triggers, callbacks, receivers, modes, events,
            duties, activities, notifications, facets…), no unknown field, every facet rule one of the
            row's rules. Prints one line of counts; on defects prints each with its file, line, record
            and field, and exits 1.
            With --seeds (or LIFECYCLE_KIT_SEEDS), also checks the catalog against your own copy of the
            documents: every section's heading fingerprint at its recorded line, every rule's seed line
            within its file and not blank; each difference is a defect. A copy that cannot be read exits 3.
            """,
        examples: ["lint", "lint --seeds ~/seeds"])

    @Option(help: "validate this spec folder instead of the catalog that ships with the kit", valueName: "DIR") var spec: String?
    @Option(help: SeedsFolder.help, valueName: "DIR") var seeds: String?
    @Flag(help: "also print the catalog's SHA-256 (as reports state it), the rules per category and the conflicts") var verbose

    func run(_ context: CommandContext) throws -> ExitCode {
        let library = try SeedsFolder.library(option: seeds, context: context)
        let catalog = try CatalogSource.load(spec: spec, context: context, defectStatus: .negative)
        // Each failure: a message id and its count, under a placeholder of its own.
        var failures: [(id: String, values: [String: String])] = []
        let defects = ModelTables.defects(in: catalog)
        if !defects.isEmpty {
            DefectLines.print(defects, context: context)
            failures.append(("cmd.lint.table-defects", ["defects": "\(defects.count)"]))
        }
        let summary = CatalogSummary(catalog)
        // "catalog OK" only when the tables are sound too.
        if defects.isEmpty { context.out(summary.oneLine(in: context.words)) }
        if verbose && defects.isEmpty {
            let words = context.words
            context.out(words("lint.hash", "hash", CatalogHash.sha256(of: catalog)))
            context.out(words("lint.categories"))
            summary.categoryLines.forEach { context.out("  \($0)") }
            context.out(words("lint.conflicts"))
            for conflict in catalog.conflicts {
                let setting = conflict.setting.map { words("lint.conflict.setting", "setting", $0) } ?? words("lint.conflict.no-setting")
                context.out(
                    words(
                        "lint.conflict",
                        ["id": conflict.id, "rules": conflict.ruleIDs.joined(separator: " vs "), "default": conflict.modelDefault, "setting": setting]))
            }
        }
        var status = ExitCode.negative
        if let library {
            let root = spec.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? CatalogLoader.bundled?.root
            let check = SeedCheck(catalog: catalog, library: library, catalogRoot: root)
            context.out(context.words("lint.seeds", ["summary": check.summary, "folder": library.folder.path]))
            DefectLines.print(
                check.diagnostics.map { $0 as any CustomStringConvertible } + check.problems.map { $0 as any CustomStringConvertible }, context: context)
            if !check.diagnostics.isEmpty { failures.append(("cmd.lint.seed-differences", ["differences": "\(check.diagnostics.count)"])) }
            if !check.problems.isEmpty {
                failures.append(("cmd.lint.seed-unreadable", ["unreadable": "\(check.problems.count)"]))
                status = .couldNotComplete
            }
        }
        guard failures.isEmpty else {
            let names = ["first", "second", "third"]
            throw CommandFailure(
                id: "cmd.lint.failures-\(failures.count)", failures.reduce(into: [:]) { $0.merge($1.values) { _, new in new } },
                valueIDs: Dictionary(uniqueKeysWithValues: zip(names, failures.map(\.id))), status: status)
        }
        return .success
    }
}
