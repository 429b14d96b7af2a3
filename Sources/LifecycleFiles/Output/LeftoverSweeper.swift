import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Finds what dead writers left beside an output and cleans it up. Only entries whose name
/// has the kit's prefix for this output and that carry the kit's lock are touched, and only
/// when the writer is gone: its lock can be taken and the process id in the name no longer
/// exists (killed with SIGKILL, power loss, …). The lock guards against a live writer in
/// another process namespace, the process id against taking the lock of a writer that has
/// just created it. A live writer's entries, and anything else, are left alone.
enum LeftoverSweeper {
    /// Sweeps the staging folders of report folder `target`. A dead writer's staging
    /// folder holding `retired/` while the target is missing (it was killed between the
    /// two renames of the fallback protocol) has the old report renamed back first. Returns
    /// the names of the folders removed.
    @discardableResult
    static func sweepReportLeftovers(of target: OutputFolderTarget) -> [String] {
        let prefix = LeftoverNames.stagingPrefix(for: target.name)
        var removed: [String] = []
        for name in entries(of: target.parent, withPrefix: prefix) {
            let path = RealPath.join(target.parent, name)
            guard EntryKind.kind(ofPathFollowingNothing: path) == .folder, LeftoverNames.writerIsGone(name, prefix: prefix) else { continue }
            let lockPath = RealPath.join(path, LeftoverNames.lockFileName)
            guard EntryKind.kind(ofPathFollowingNothing: lockPath) == .regularFile else {
                // Created or removed with no lock file inside yet: only ever empty then.
                if rmdir(path) == 0 { removed.append(name) }
                continue
            }
            guard let lock = WriterLock(existing: lockPath) else { continue }
            let retired = RealPath.join(path, LeftoverNames.retiredFolderName)
            if EntryKind.kind(ofPathFollowingNothing: retired) == .folder, EntryKind.kind(ofPathFollowingNothing: target.path) == .missing {
                _ = rename(retired, target.path)
                try? FileOutput.syncFolder(target.parent)
            }
            StagingFolder.removeTree(path)
            withExtendedLifetime(lock) {}
            removed.append(name)
        }
        return removed
    }

    /// Sweeps the temporary files of single file `name` in folder `parent`. Returns the
    /// names of the files removed.
    @discardableResult
    static func sweepFileLeftovers(in parent: String, name: String) -> [String] {
        var removed: [String] = []
        let prefix = LeftoverNames.partialPrefix(for: name)
        for entry in entries(of: parent, withPrefix: prefix) where LeftoverNames.writerIsGone(entry, prefix: prefix) {
            let path = RealPath.join(parent, entry)
            guard EntryKind.kind(ofPathFollowingNothing: path) == .regularFile, let lock = WriterLock(existing: path) else { continue }
            if unlink(path) == 0 { removed.append(entry) }
            withExtendedLifetime(lock) {}
        }
        return removed
    }

    /// The names in `folder` starting with `prefix`.
    private static func entries(of folder: String, withPrefix prefix: String) -> [String] {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        return FileTree.names(in: descriptor).filter { $0.hasPrefix(prefix) }.sorted()
    }
}
