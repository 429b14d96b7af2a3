import LifecycleSpec

/// `lifecycle-kit lint [--spec DIR] [--verbose]`: validates the catalog.
enum LintCommand {
    static let help = """
        USAGE: lifecycle-kit lint [--spec DIR] [--verbose]

        Validates the rule catalog (the bundled one, or the spec folder DIR) and prints a
        one-line summary: rules by level, subject and testability, categories, sections.
        On a defect, prints one line per defect naming file, line, record and field, and
        exits 1.

          --spec DIR   validate this spec folder instead of the bundled catalog
          --verbose    also print the rules per category and the conflicts
        """

    static func run(_ arguments: inout CommandLineArguments) throws -> Int32 {
        let verbose = arguments.flag("verbose")
        let catalog: Catalog
        do {
            catalog = try CatalogOption.load(&arguments)
            try arguments.rejectUnknown()
        } catch let error as CatalogLoadError {
            for diagnostic in error.diagnostics { Console.error("error: \(diagnostic)") }
            Console.error("lint: \(error.diagnostics.count) defect(s) in the catalog")
            return 1
        }
        let summary = CatalogSummary(catalog)
        Console.out(summary.oneLine)
        if verbose {
            Console.out("categories:")
            summary.categoryLines.forEach { Console.out("  \($0)") }
            Console.out("conflicts:")
            for conflict in catalog.conflicts {
                Console.out(
                    "  \(conflict.id): \(conflict.ruleIDs.joined(separator: " vs ")); model follows \(conflict.modelDefault); setting \(conflict.setting)")
            }
        }
        return 0
    }
}
