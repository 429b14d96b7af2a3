import LifecycleCommandLine
import LifecycleFiles

/// Refuses an unusable `--out` folder before any work starts, so a mistake costs nothing
/// and nothing already there is touched.
enum OutputCheck {
    /// Fails with a usage error naming the folder and why, when a report may not be written there.
    static func reportFolder(_ path: String, inputs: [String] = []) throws(UsageError) {
        do {
            _ = try OutputFolderPolicy().check(path, inputs: inputs)
        } catch {
            throw FileProblemErrors.usage("--out", error)
        }
    }
}
