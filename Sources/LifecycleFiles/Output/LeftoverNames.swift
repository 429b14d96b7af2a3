#if canImport(Glibc)
    import Glibc
#endif

/// The names of the kit's hidden working entries beside an output called NAME:
/// `.NAME.lifecycle-kit-staging-PID-N` folders for report folders and
/// `.NAME.lifecycle-kit-partial-PID-N` files for single files. Only entries with these
/// prefixes and the kit's lock are ever treated as leftovers.
enum LeftoverNames {
    /// The lock file inside a staging folder, locked by its writer for as long as it lives.
    static let lockFileName = ".lifecycle-kit-writer.lock"
    /// The folder inside a staging folder the new report is written to.
    static let reportFolderName = "report"
    /// The folder inside a staging folder that holds the old report between the two renames
    /// of the fallback protocol.
    static let retiredFolderName = "retired"

    /// `.NAME.lifecycle-kit-staging-`.
    static func stagingPrefix(for name: String) -> String { ".\(name).lifecycle-kit-staging-" }

    /// `.NAME.lifecycle-kit-partial-`.
    static func partialPrefix(for name: String) -> String { ".\(name).lifecycle-kit-partial-" }

    /// `PREFIXPID-N`: unique among live processes by the process id, and within the process
    /// by the attempt number `attempt`.
    static func uniqueName(prefix: String, attempt: Int) -> String { "\(prefix)\(getpid())-\(attempt)" }

    /// True when the name ends in `PID-N` and no process `PID` exists any more (so it cannot
    /// be writing). A name without a process id never counts as dead.
    static func writerIsGone(_ name: String, prefix: String) -> Bool {
        let parts = name.dropFirst(prefix.count).split(separator: "-")
        guard parts.count == 2, let pid = pid_t(parts[0]), pid > 0, Int(parts[1]) != nil else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }
}
