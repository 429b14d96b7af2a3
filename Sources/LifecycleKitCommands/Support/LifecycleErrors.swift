import LifecycleCommandLine
import LifecycleModel

/// Turns a `LifecycleError` (a script line the simulator cannot read, a setting it does not
/// know) into the command's error, in the user's language when the error has a message id.
enum LifecycleErrors {
    /// A failure (exit status 3) `FILE:LINE: MESSAGE`, or `MESSAGE` when the error has no place.
    static func failure(_ error: LifecycleError) -> CommandFailure {
        guard let (id, values, valueIDs) = parts(of: error) else { return CommandFailure(error.message) }
        return CommandFailure(id: id, values, valueIDs: valueIDs)
    }

    /// A usage error with the error's message.
    static func usage(_ error: LifecycleError) -> UsageError {
        guard let (id, values, valueIDs) = parts(of: error) else { return UsageError(error.message) }
        return UsageError(id: id, values, valueIDs: valueIDs)
    }

    /// The message to print: the error's own, or `cmd.file-problem` naming its place.
    private static func parts(of error: LifecycleError) -> (String, [String: String], [String: String])? {
        guard let id = error.messageID else { return nil }
        guard let location = error.location else { return (id, error.values, error.valueIDs) }
        let values = error.values.merging(["path": location]) { _, new in new }
        return ("cmd.file-problem", values, error.valueIDs.merging(["problem": id]) { _, new in new })
    }
}
