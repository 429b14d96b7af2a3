import LifecycleCommandLine
import LifecycleReport

/// The earlier report given with `--baseline`: read and checked before any work starts
/// (exit 3 naming the file, and the field, when it is not a LifecycleKit report); after the
/// run, its comparison is printed and its warnings go to standard error.
enum BaselineInput {
    /// The baseline, or nil when none is given.
    static func load(_ argument: String?) throws -> BaselineReport? {
        guard let argument else { return nil }
        do {
            return try BaselineReport.read(argument)
        } catch {
            throw FileProblemErrors.failure(error)
        }
    }

    /// Prints what changed, and each warning as one line on standard error.
    static func report(_ report: ConformanceReport, context: CommandContext) {
        guard let comparison = report.baseline else { return }
        for warning in comparison.warnings { context.error(context.errorStyle.notice(context.words("baseline.warning")) + " \(warning)") }
        comparison.consoleLines(words: context.words).forEach(context.out)
    }
}
