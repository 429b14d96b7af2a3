import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The `flock(2)` lock a writer holds on a file for as long as it lives. The kernel
/// releases it when the process dies, however it dies, so a lock that can be taken marks
/// a leftover of a dead writer.
final class WriterLock {
    /// The locked descriptor.
    let descriptor: Int32

    /// Locks the already open `descriptor` exclusively, without waiting; nil when another
    /// open file holds the lock (its writer is alive). Takes ownership of the descriptor
    /// either way.
    init?(taking descriptor: Int32) {
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
    }

    /// Opens the existing file `path` (never through a link) and locks it; nil when it
    /// cannot be opened or is locked by a live writer.
    convenience init?(existing path: String) {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        self.init(taking: descriptor)
    }

    deinit {
        close(descriptor)
    }
}
