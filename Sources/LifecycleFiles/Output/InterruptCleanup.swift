import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What happens on SIGINT, SIGTERM, SIGHUP or SIGQUIT while the kit writes: every registered unfinished
/// output (a staging folder, a temporary file) is removed, every registered child process
/// gets SIGKILL, and the process exits with status 128 + the signal number.
///
/// The signal handling is installed the first time a writer starts or anything registers,
/// so a command needs no setup. From then on both signals are handled by dispatch sources
/// on a queue of their own, so the cleanup runs even while the main thread is busy. A writer wraps each step that creates, renames or
/// re-registers an output in `uninterrupted(_:)`; the cleanup waits for such a step to
/// finish and then stops the process before the next one, so it never sees a half-done
/// rename and never removes a name that has just become the target.
public enum InterruptCleanup {
    /// The process-wide registry.
    static let registry = CleanupRegistry(installer: installSignalSources)

    /// Removes `path` (a file or a whole folder tree; links are removed, never followed) if
    /// the process is interrupted before `unregister(path:)`.
    public static func register(path: String) {
        registry.register(path: path)
    }

    /// Leaves `path` alone from now on.
    public static func unregister(path: String) {
        registry.unregister(path: path)
    }

    /// Kills child process `pid` with SIGKILL if the process is interrupted before
    /// `unregister(childProcess:)`.
    public static func register(childProcess pid: pid_t) {
        registry.register(child: pid)
    }

    /// Leaves child process `pid` alone from now on (it has exited).
    public static func unregister(childProcess pid: pid_t) {
        registry.unregister(child: pid)
    }

    /// Runs `body` with the cleanup held off: an interruption during `body` is handled when
    /// `body` returns, and `body` never starts once the cleanup has begun. Keep `body` short
    /// (a rename, creating a file, registering a path).
    public static func uninterrupted<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        try registry.uninterrupted(body)
    }
}

extension InterruptCleanup {
    /// Handles SIGINT, SIGTERM, SIGHUP (the terminal closed) and SIGQUIT with dispatch
    /// sources on a queue of their own: clean up
    /// `registry`, then exit with 128 + the signal number. Returns once the sources are
    /// registered (or after a second), with the sources, which must be kept alive.
    ///
    /// Where dispatch sources only observe signals (Darwin), the default action is set to
    /// ignore first, as they require. On Linux, libdispatch installs a handler of its own
    /// when a source registers; ignoring the signal before that would drop a SIGINT that
    /// arrives in between (measured: the process then ran to the end), while the default
    /// action there merely ends a process that has registered nothing yet.
    static func installSignalSources(for registry: CleanupRegistry) -> [AnyObject] {
        let queue = DispatchQueue(label: "lifecycle-kit.interrupt-cleanup")
        return [SIGINT, SIGTERM, SIGHUP, SIGQUIT].map { number in
            #if !os(Linux)
                signal(number, SIG_IGN)
            #endif
            let registered = DispatchSemaphore(value: 0)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                registry.cleanUpForExit()
                exit(128 + number)
            }
            source.setRegistrationHandler { registered.signal() }
            source.resume()
            _ = registered.wait(timeout: .now() + .seconds(1))
            return source as AnyObject
        }
    }
}
