import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes one output file (`diagram --out FILE`) so that it only ever replaces a file the
/// kit wrote itself: the bytes go into a locked temporary file beside the target
/// (`.NAME.lifecycle-kit-partial-PID-N`, registered with `InterruptCleanup`), are flushed to
/// disk, and the temporary file is renamed over the target. An existing file is replaced
/// only when it carries the writer's mark (the comment or field every file of that kind the
/// kit writes starts with) and is not read-only; a user's own file, a folder, FIFO, socket,
/// device or symbolic link at the target is refused and left alone; so is a missing parent folder.
public struct SingleFileWriter: Sendable {
    /// Which existing file at the path may be replaced.
    public enum Replacing: Sendable, Hashable {
        /// None: the file may hold a person's work (an attestation template being filled in);
        /// the file only ever appears whole under a name nothing held (a hard link, which
        /// fails if the name was taken meanwhile).
        case never
        /// A file the kit wrote earlier: one whose first 4 KiB contain `mark`. The data
        /// written must contain the mark too, so the next run may replace it.
        case fileMarked(String)
    }

    /// The file as the user named it; relative to the current folder.
    public let path: String
    /// Which existing file may be replaced.
    public let replacing: Replacing

    /// A writer for `path`.
    public init(path: String, replacing: Replacing) {
        self.path = path
        self.replacing = replacing
    }

    /// How far into an existing file its mark is looked for.
    static let markWindow = 4096

    /// Checks, without writing, that the file may be written: its folder exists and nothing
    /// but a regular file is at the path. The same checks run again when writing.
    public func check() throws(FileProblem) {
        let (parent, name) = try place()
        _ = try checkTarget(RealPath.join(parent, name))
    }

    /// Writes `data` to the file, replacing a regular file there (keeping its permission
    /// bits). Throws, leaving the target as it was, on refusal or failure.
    public func write(_ data: Data) throws(FileProblem) {
        if case .fileMarked(let mark) = replacing {
            precondition(data.prefix(Self.markWindow).range(of: Data(mark.utf8)) != nil, "a file written for replacing must carry its mark")
        }
        let (parent, name) = try place()
        InterruptCleanup.registry.install()
        let target = RealPath.join(parent, name)
        let existing = try checkTarget(target)
        LeftoverSweeper.sweepFileLeftovers(in: parent, name: name)
        let registry = InterruptCleanup.registry
        let (temporary, descriptor) = try createTemporary(parent: parent, name: name, registry: registry)
        var renamed = false
        defer {
            registry.uninterrupted {
                if !renamed { unlink(temporary) }
                registry.unregister(path: temporary)
            }
            close(descriptor)
        }
        do throws(SystemFailure) {
            try FileOutput.writeAll(data, to: descriptor)
            if let mode = existing { fchmod(descriptor, mode & 0o7777) }
            try FileOutput.sync(descriptor)
        } catch {
            throw FileProblem(path, id: "file.single.cannot-write", ["reason": error.text])
        }
        try registry.uninterrupted { () throws(FileProblem) in
            _ = try checkTarget(target)
            if replacing == .never {
                guard link(temporary, target) == 0 else {
                    throw errno == EEXIST
                        ? FileProblem(path, id: "file.single.exists") : FileProblem(path, id: "file.single.cannot-create", ["reason": SystemError.text(errno)])
                }
                return
            }
            guard rename(temporary, target) == 0 else { throw FileProblem(path, id: "file.replace.failed", ["reason": SystemError.text(errno)]) }
            renamed = true
            registry.unregister(path: temporary)
        }
        try? FileOutput.syncFolder(parent)
    }

    /// The real path of the folder the file goes in, and its name.
    private func place() throws(FileProblem) -> (parent: String, name: String) {
        guard !path.isEmpty else { throw FileProblem(path, id: "file.single.not-a-name") }
        guard !path.hasSuffix("/") else { throw FileProblem(path, id: "file.single.names-folder") }
        let (parentShown, name) = RealPath.split(path)
        guard name != "." && name != ".." else { throw FileProblem(path, id: "file.single.names-folder") }
        guard let parent = RealPath.of(parentShown), EntryKind.kind(ofPathFollowingNothing: parent) == .folder else {
            throw FileProblem(path, id: "file.single.folder-missing", ["folder": FileProblem.shown(parentShown)])
        }
        try LeftoverNames.checkRoom(for: name, shown: path, parent: parent, shownParent: parentShown)
        return (parent, name)
    }

    /// Nil when nothing is at `target`, the permission bits of a regular file there;
    /// anything else is refused.
    private func checkTarget(_ target: String) throws(FileProblem) -> mode_t? {
        var status = stat()
        guard lstat(target, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw FileProblem(path, id: "file.single.cannot-inspect", ["reason": SystemError.text(errno)])
        }
        let kind = EntryKind.kind(of: status.st_mode)
        switch kind {
        case .regularFile:
            guard case .fileMarked(let mark) = replacing else { throw FileProblem(path, id: "file.single.exists") }
            guard Self.prefix(of: target).contains(Data(mark.utf8)) else {
                throw FileProblem(path, id: "file.single.not-kit-file", ["mark": mark])
            }
            guard status.st_mode & 0o222 != 0 else { throw FileProblem(path, id: "file.single.read-only") }
            return status.st_mode
        case .symbolicLink: throw FileProblem(path, id: "file.single.symbolic-link")
        default: throw FileProblem(path, id: "file.single.wrong-kind", valueIDs: ["kind": kind.messageID])
        }
    }

    /// The first bytes of the file at `target` (empty when it cannot be read).
    static func prefix(of target: String) -> Data {
        let descriptor = open(target, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return Data() }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: markWindow)
        let count = read(descriptor, &buffer, markWindow)
        return count > 0 ? Data(buffer.prefix(count)) : Data()
    }

    /// Creates, locks and registers the temporary file.
    private func createTemporary(parent: String, name: String, registry: CleanupRegistry) throws(FileProblem) -> (String, Int32) {
        let prefix = RealPath.join(parent, LeftoverNames.partialPrefix(for: name))
        var attempt = 1
        while true {
            let candidate = LeftoverNames.uniqueName(prefix: prefix, attempt: attempt)
            let created: Result<Int32, SystemFailure>? = registry.uninterrupted {
                let descriptor = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
                guard descriptor >= 0 else { return errno == EEXIST ? nil : .failure(SystemFailure(code: errno)) }
                registry.register(path: candidate)
                _ = flock(descriptor, LOCK_EX | LOCK_NB)
                return .success(descriptor)
            }
            switch created {
            case nil: attempt += 1
            case .failure(let failure)?: throw FileProblem(path, id: "file.single.cannot-create-temporary", ["reason": failure.text])
            case .success(let descriptor)?: return (candidate, descriptor)
            }
        }
    }
}
