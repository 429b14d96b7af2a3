#if canImport(Glibc)
    import Glibc
#endif

/// Turns a crash of the kit's own process into one line on standard error naming what it
/// was doing, and exit status 3 ("could not complete"), instead of a raw backtrace. Only
/// async-signal-safe calls run in the handler: the message is prepared beforehand.
enum CrashGuard {
    /// The message, in memory allocated once, so the handler reads no Swift array; only the
    /// executable installs the guard, and only its single command prepares messages.
    private nonisolated(unsafe) static let message = UnsafeMutableBufferPointer<CChar>.allocate(capacity: 1024)
    private nonisolated(unsafe) static var length = 0
    private nonisolated(unsafe) static var installed = false

    /// Installs the handler for the signals of a crash.
    static func install() {
        #if os(Linux)
            installed = true
            prepare(activity: "running")
            for signal in [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV] {
                var action = sigaction()
                action.__sigaction_handler.sa_handler = { _ in
                    _ = write(STDERR_FILENO, CrashGuard.message.baseAddress, CrashGuard.length)
                    _exit(3)
                }
                sigemptyset(&action.sa_mask)
                sigaction(signal, &action, nil)
            }
        #endif
    }

    /// Says what the kit is doing, for the crash message (`running case LAUNCH-001 of adapter 'x'`).
    /// Does nothing where the guard is not installed (commands run inside the tests).
    static func prepare(activity: String) {
        guard installed else { return }
        let text = "error: lifecycle-kit crashed while \(activity); the run could not complete (exit status 3)\n"
        let bytes = Array(text.utf8CString.dropLast().prefix(message.count))
        for (index, byte) in bytes.enumerated() { message[index] = byte }
        length = bytes.count
    }
}
