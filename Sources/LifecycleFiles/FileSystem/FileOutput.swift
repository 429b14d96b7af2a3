import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Creating, writing and flushing files and folders through descriptors. Failures carry
/// the `errno`; callers turn them into one-line `FileProblem`s naming the user's path.
enum FileOutput {
    /// Opens a new file at `path` for writing; fails when anything exists there already
    /// (`O_EXCL`), so no file, link or device is ever reused.
    static func createExclusively(_ path: String, mode: mode_t = 0o666) throws(SystemFailure) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw SystemFailure(code: errno) }
        return descriptor
    }

    /// Writes all of `data` to `descriptor`.
    static func writeAll(_ data: Data, to descriptor: Int32) throws(SystemFailure) {
        var failure: Int32?
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        if let failure { throw SystemFailure(code: failure) }
    }

    /// Flushes `descriptor` to the disk.
    static func sync(_ descriptor: Int32) throws(SystemFailure) {
        guard fsync(descriptor) == 0 else { throw SystemFailure(code: errno) }
    }

    /// Flushes the folder at `path` (its entries: created, renamed or removed names).
    static func syncFolder(_ path: String) throws(SystemFailure) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw SystemFailure(code: errno) }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 || errno == EINVAL else { throw SystemFailure(code: errno) }
    }

    /// The last component of `path`, for messages.
    static func lastComponent(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
