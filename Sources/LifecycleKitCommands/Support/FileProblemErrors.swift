import LifecycleCommandLine
import LifecycleFiles

/// Turns a `FileProblem` into the command's error so it prints in the user's language when
/// its reason is a message of the kit's tables (and in English otherwise). Catalog lint
/// defects (`SpecDiagnostic`) are not handled here and stay English: they name JSON fields
/// for catalog authors.
enum FileProblemErrors {
    /// A usage error `OPTION PATH: REASON` for a path given to `option` that cannot be used.
    static func usage(_ option: String, _ error: any Error) -> UsageError {
        guard let problem = error as? FileProblem, let id = problem.messageID, problem.line == nil else {
            return UsageError("\(option) \(error)")
        }
        let values = problem.values.merging(["option": option, "path": problem.shownPath]) { _, new in new }
        return UsageError(id: "cmd.option.file-problem", values, valueIDs: ["problem": id])
    }

    /// A failure `PATH: REASON` (exit status 3) for an input or output that cannot be used.
    static func failure(_ error: any Error) -> CommandFailure {
        guard let problem = error as? FileProblem, let id = problem.messageID, problem.line == nil else {
            return CommandFailure("\(error)")
        }
        let values = problem.values.merging(["path": problem.shownPath]) { _, new in new }
        return CommandFailure(id: "cmd.file-problem", values, valueIDs: ["problem": id])
    }
}
