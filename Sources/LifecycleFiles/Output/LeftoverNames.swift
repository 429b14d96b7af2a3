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

    /// The longest file name the file system takes (Linux and macOS: 255 bytes).
    static let nameLimit = 255
    /// The most bytes a temporary name adds to the name it is for: the prefix and suffix
    /// around it, a process id and an attempt number.
    static let temporaryNameOverhead = ".".utf8.count + ".lifecycle-kit-staging-".utf8.count + 20 + 1 + 10

    /// Refuses, before any work, a name too long to leave room for the temporary name
    /// written beside it, and a folder the kit cannot write into.
    static func checkRoom(for name: String, shown: String, parent: String, shownParent: String) throws(FileProblem) {
        let most = nameLimit - temporaryNameOverhead
        guard name.utf8.count <= most else {
            throw FileProblem(shown, id: "file.out.name-too-long", ["bytes": String(name.utf8.count), "most": String(most)])
        }
        guard access(parent, W_OK) == 0 else {
            throw FileProblem(
                shown, id: "file.out.folder-not-writable",
                ["folder": FileProblem.shown(shownParent.isEmpty ? "." : shownParent), "reason": SystemError.text(errno)])
        }
    }
}
