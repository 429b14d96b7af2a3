import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The hidden folder beside the target that a new report is written into:
/// `.NAME.lifecycle-kit-staging-PID-N/` holding the writer's lock file and `report/`.
/// It is registered with the interrupt cleanup from the moment it exists, and its lock is
/// held until it is gone, so a staging folder whose lock can be taken is a dead writer's
/// leftover.
final class StagingFolder {
    /// The staging folder.
    let path: String
    /// `path/report`: the new report until the swap, the old one after.
    let reportPath: String
    /// `path/retired`: the old report between the two renames of the fallback protocol.
    let retiredPath: String
    /// The target as the user named it, for messages.
    private let shown: String
    private let registry: CleanupRegistry
    private let lock: WriterLock
    /// Set by `keep()`: the folder holds the only copy of the old report.
    private var isKept = false

    /// Creates the staging folder for `target`, its locked lock file and `report/`.
    init(for target: OutputFolderTarget, registry: CleanupRegistry) throws(FileProblem) {
        shown = target.shown
        self.registry = registry
        let prefix = RealPath.join(target.parent, LeftoverNames.stagingPrefix(for: target.name))
        var attempt = 1
        while true {
            let candidate = LeftoverNames.uniqueName(prefix: prefix, attempt: attempt)
            let created: Result<WriterLock, SystemFailure>? = registry.uninterrupted { Self.create(candidate, registry: registry) }
            switch created {
            case nil:
                attempt += 1
            case .failure(let failure)?:
                registry.uninterrupted {
                    Self.removeTree(candidate)
                    registry.unregister(path: candidate)
                }
                throw FileProblem(target.shown, id: "file.staging.cannot-create", ["reason": failure.text])
            case .success(let lock)?:
                self.lock = lock
                path = candidate
                reportPath = RealPath.join(candidate, LeftoverNames.reportFolderName)
                retiredPath = RealPath.join(candidate, LeftoverNames.retiredFolderName)
                return
            }
        }
    }

    /// Makes the folder `candidate` with its lock and `report/`, registered from the start;
    /// nil when the name is taken.
    private static func create(_ candidate: String, registry: CleanupRegistry) -> Result<WriterLock, SystemFailure>? {
        guard mkdir(candidate, 0o700) == 0 else { return errno == EEXIST ? nil : .failure(SystemFailure(code: errno)) }
        registry.register(path: candidate)
        let descriptor = open(RealPath.join(candidate, LeftoverNames.lockFileName), O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return .failure(SystemFailure(code: errno)) }
        guard let lock = WriterLock(taking: descriptor) else { return .failure(SystemFailure(code: EWOULDBLOCK)) }
        guard mkdir(RealPath.join(candidate, LeftoverNames.reportFolderName), 0o777) == 0 else { return .failure(SystemFailure(code: errno)) }
        return .success(lock)
    }

    /// Writes `data` as `name` into `report/` and flushes it to disk.
    func add(_ name: String, _ data: Data) throws(FileProblem) {
        let filePath = RealPath.join(reportPath, name)
        do throws(SystemFailure) {
            let descriptor = try registry.uninterrupted { () throws(SystemFailure) -> Int32 in try FileOutput.createExclusively(filePath) }
            defer { close(descriptor) }
            try FileOutput.writeAll(data, to: descriptor)
            try FileOutput.sync(descriptor)
        } catch {
            throw FileProblem(shown, id: "file.staging.cannot-write", ["name": name, "reason": error.text])
        }
    }

    /// Flushes `report/` itself (the names of its files) to disk.
    func seal() throws(FileProblem) {
        do throws(SystemFailure) {
            try FileOutput.syncFolder(reportPath)
        } catch {
            throw FileProblem(shown, id: "file.staging.cannot-flush", ["reason": error.text])
        }
    }

    /// Removes the staging folder and whatever it holds (the unfinished new report, or the
    /// old report after the swap) and stops registering it.
    func remove() {
        guard !isKept else { return }
        Self.removeTree(path)
        registry.uninterrupted {
            Self.removeTree(path)
            registry.unregister(path: path)
        }
    }

    /// Leaves the folder in place for good and stops registering it: it holds the only
    /// copy of the old report, which the next write puts back (see `LeftoverSweeper`).
    func keep() {
        isKept = true
        registry.unregister(path: path)
    }

    /// Removes a staging folder, its lock file last, so that a removal cut short still
    /// leaves a folder recognisable as the kit's (or an empty one).
    static func removeTree(_ path: String) {
        FileTree.remove(path, lastEntry: LeftoverNames.lockFileName)
    }
}
