import LifecycleCommandLine
import LifecycleFiles
import LifecycleModel
import LifecycleReport

/// Turns a `FileProblem` into the command's error so it prints in the user's language when
/// its reason is a message of the kit's tables (and in English otherwise). Catalog lint
/// defects (`SpecDiagnostic`) are not handled here and stay English: they name JSON fields
/// for catalog authors.
enum FileProblemErrors {
    /// A usage error `OPTION PATH: REASON` for a path given to `option` that cannot be used.
    static func usage(_ option: String, _ error: any Error) -> UsageError {
        guard let (id, values, valueIDs) = parts(of: error, prefix: "cmd.option.") else { return UsageError("\(option) \(error)") }
        return UsageError(id: id, values.merging(["option": option]) { _, new in new }, valueIDs: valueIDs)
    }

    /// A usage error `PATH: REASON` for a path that cannot be used, naming no option.
    static func usage(_ error: any Error) -> UsageError {
        guard let (id, values, valueIDs) = parts(of: error, prefix: "cmd.") else { return UsageError("\(error)") }
        return UsageError(id: id, values, valueIDs: valueIDs)
    }

    /// A failure `PATH: REASON` (exit status 3) for an input or output that cannot be used,
    /// or the message of a `ReportError` or an `InfoPlistError`.
    static func failure(_ error: any Error) -> CommandFailure {
        if let report = error as? ReportError, let id = report.messageID { return CommandFailure(id: id, report.values, valueIDs: report.valueIDs) }
        if let plist = error as? InfoPlistError, let id = plist.messageID {
            let values = plist.values.merging(["path": plist.file, "key": plist.key ?? ""]) { _, new in new }
            return CommandFailure(
                id: plist.key == nil ? "cmd.file-problem" : "cmd.plist.key-problem", values, valueIDs: plist.valueIDs.merging(["problem": id]) { _, new in new }
            )
        }
        guard let (id, values, valueIDs) = parts(of: error, prefix: "cmd.") else { return CommandFailure("\(error)") }
        return CommandFailure(id: id, values, valueIDs: valueIDs)
    }

    /// A failure (exit status 3) from the message `id`, whose `{failure}` is what `error`
    /// says: a file problem or a report error in the user's language, or English text.
    static func failure(id: String, embedding error: any Error) -> CommandFailure {
        if let report = error as? ReportError, let reportID = report.messageID {
            return CommandFailure(id: id, report.values, valueIDs: report.valueIDs.merging(["failure": reportID]) { _, new in new })
        }
        guard let (problemID, values, valueIDs) = parts(of: error, prefix: "cmd.") else { return CommandFailure(id: id, ["failure": "\(error)"]) }
        return CommandFailure(id: id, values, valueIDs: valueIDs.merging(["failure": problemID]) { _, new in new })
    }

    /// The message `PREFIXfile-problem` (or `PREFIXfile-line-problem`) with the problem's
    /// path, line, values and reason; nil when `error` is not a `FileProblem` with a message id.
    private static func parts(of error: any Error, prefix: String) -> (String, [String: String], [String: String])? {
        guard let problem = error as? FileProblem, let id = problem.messageID else { return nil }
        var values = problem.values.merging(["path": problem.shownPath]) { _, new in new }
        if let line = problem.line { values["line"] = String(line) }
        let valueIDs = problem.valueIDs.merging(["problem": id]) { _, new in new }
        return (prefix + (problem.line == nil ? "file-problem" : "file-line-problem"), values, valueIDs)
    }
}
