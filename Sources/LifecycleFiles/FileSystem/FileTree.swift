import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Removal of a file or a whole folder tree that never follows a symbolic link: a link is
/// removed, never what it points to. Entries that vanish meanwhile (another remover, the
/// interrupt cleanup) are not errors.
enum FileTree {
    /// Removes `path` and everything beneath it; in the folder `path` itself, the entry
    /// named `lastEntry` goes last (a lock file, so that a removal cut short still leaves
    /// the folder recognisable). Returns nil on success (or when nothing was there),
    /// otherwise the `errno` of the first failure.
    @discardableResult
    static func remove(_ path: String, lastEntry: String? = nil) -> Int32? {
        if unlink(path) == 0 { return nil }
        let code = errno
        switch code {
        case ENOENT: return nil
        case EISDIR, EPERM: break
        default: return code
        }
        let folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else { return errno == ENOENT ? nil : errno }
        let failure = removeEntries(of: folder, lastEntry: lastEntry)
        close(folder)
        if rmdir(path) == 0 || errno == ENOENT { return failure }
        return failure ?? errno
    }

    /// Removes every entry of the open folder `folder`, depth first, `lastEntry` last.
    private static func removeEntries(of folder: Int32, lastEntry: String? = nil) -> Int32? {
        var failure: Int32?
        let all = names(in: folder)
        for name in all.filter({ $0 != lastEntry }) + all.filter({ $0 == lastEntry }) {
            if unlinkat(folder, name, 0) == 0 || errno == ENOENT { continue }
            guard errno == EISDIR || errno == EPERM else {
                failure = failure ?? errno
                continue
            }
            let child = openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard child >= 0 else {
                if errno != ENOENT { failure = failure ?? errno }
                continue
            }
            if let childFailure = removeEntries(of: child) { failure = failure ?? childFailure }
            close(child)
            if unlinkat(folder, name, AT_REMOVEDIR) != 0 && errno != ENOENT { failure = failure ?? errno }
        }
        return failure
    }

    /// The entry names of the open folder `folder`, without `.` and `..`.
    static func names(in folder: Int32) -> [String] {
        let copy = dup(folder)
        guard copy >= 0, let stream = fdopendir(copy) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
