import LifecycleCommandLine
import LifecycleFiles

/// Prints defects one per line on standard error, each as `error: …` (a `FileProblem` in
/// the user's language). A file with thousands of defects prints the first
/// ``DefectLines/limit`` and says how many more there are: the first ones are the ones to fix.
enum DefectLines {
    /// The most defects printed by one command.
    static let limit = 100

    static func print(_ defects: [any CustomStringConvertible], context: CommandContext) {
        for defect in defects.prefix(limit) {
            // A file the kit cannot read speaks the user's language; catalog defects stay
            // English, for the catalog's authors.
            if let problem = defect as? FileProblem {
                context.error(context.errorLine(problem.text(in: context.words)))
            } else {
                context.error(context.errorStyle.bad("error:") + " \(defect)")
            }
        }
        if defects.count > limit {
            context.error(context.errorStyle.bad("error:") + " … and \(defects.count - limit) more defect(s) not shown; fix the ones above first")
        }
    }
}
