import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The unfinished outputs and child processes to get rid of when the process is
/// interrupted, and the lock that keeps the cleanup out of a writer's critical steps.
/// `InterruptCleanup` holds the process-wide one; tests make their own.
final class CleanupRegistry: @unchecked Sendable {
    /// Guards the lists. Recursive, so that a writer may register inside `uninterrupted`.
    private let lock = NSRecursiveLock()
    private var paths: [String] = []
    private var children: [pid_t] = []
    /// Run once, at the first registration: installs the signal handling.
    private let installer: (@Sendable (CleanupRegistry) -> [AnyObject])?
    /// What `installer` returned (the signal sources), kept alive.
    private var installed: [AnyObject]?

    /// A registry; `installer` runs at the first registration (the process-wide registry
    /// installs its signal handling there).
    init(installer: (@Sendable (CleanupRegistry) -> [AnyObject])? = nil) {
        self.installer = installer
    }

    /// The registered paths, oldest first.
    var registeredPaths: [String] { lock.withLock { paths } }

    /// The registered child process ids.
    var registeredChildren: [pid_t] { lock.withLock { children } }

    /// Adds `path` (a file or folder tree) to remove on interruption.
    func register(path: String) {
        lock.withLock {
            installIfNeeded()
            if !paths.contains(path) { paths.append(path) }
        }
    }

    /// True once the installer has run.
    var isInstalled: Bool { lock.withLock { installed != nil } }

    /// Runs the installer now if it has not run yet; writers call this before they create
    /// anything, so that the signal handling is in place before there is anything to clean.
    func install() {
        lock.withLock { installIfNeeded() }
    }

    /// Runs the installer the first time; called holding the lock.
    private func installIfNeeded() {
        guard installed == nil, let installer else { return }
        installed = installer(self)
    }

    /// Forgets `path`: it is finished (or gone) and must be left alone.
    func unregister(path: String) {
        lock.withLock { paths.removeAll { $0 == path } }
    }

    /// Adds a child process to kill on interruption.
    func register(child: pid_t) {
        lock.withLock {
            installIfNeeded()
            if !children.contains(child) { children.append(child) }
        }
    }

    /// Forgets a child process (it has exited).
    func unregister(child: pid_t) {
        lock.withLock { children.removeAll { $0 == child } }
    }

    /// Runs `body` while no cleanup can run: a cleanup that starts meanwhile waits until
    /// `body` returns, and once a cleanup has started, `body` does not start (the process
    /// exits first).
    func uninterrupted<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Removes every registered path and kills every registered child with SIGKILL, then
    /// empties the lists. Returns the paths that could not be removed.
    @discardableResult
    func cleanUp() -> [String] {
        lock.withLock { cleanUpHoldingLock() }
    }

    /// Takes the lock for good (the caller is about to exit, and no writer may take another
    /// step) and cleans up.
    func cleanUpForExit() {
        lock.lock()
        cleanUpHoldingLock()
    }

    @discardableResult
    private func cleanUpHoldingLock() -> [String] {
        for child in children { kill(child, SIGKILL) }
        let failed = paths.reversed().filter { FileTree.remove($0, lastEntry: LeftoverNames.lockFileName) != nil }
        paths.removeAll()
        children.removeAll()
        return failed
    }
}
