#if canImport(Glibc)
    import Glibc
#endif

/// Turns a crash of the kit's own process into one line on standard error naming what it
/// was doing, and exit status 3 ("could not complete"), instead of a raw backtrace. Only
/// async-signal-safe calls run in the handler: the message is prepared beforehand.
enum CrashGuard {
    private nonisolated(unsafe) static var message = [CChar](repeating: 0, count: 1024)
    private nonisolated(unsafe) static var length = 0

    /// Installs the handler for the signals of a crash.
    static func install() {
        #if os(Linux)
            prepare(activity: "running")
            for signal in [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV] {
                var action = sigaction()
                action.__sigaction_handler.sa_handler = { _ in
                    CrashGuard.message.withUnsafeBufferPointer { buffer in
                        _ = write(STDERR_FILENO, buffer.baseAddress, CrashGuard.length)
                    }
                    _exit(3)
                }
                sigemptyset(&action.sa_mask)
                sigaction(signal, &action, nil)
            }
        #endif
    }

    /// Says what the kit is doing, for the crash message (`running case LAUNCH-001 of adapter 'x'`).
    static func prepare(activity: String) {
        let text = "error: lifecycle-kit crashed while \(activity); the run could not complete (exit status 3)\n"
        let bytes = Array(text.utf8CString.dropLast().prefix(message.count))
        for (index, byte) in bytes.enumerated() { message[index] = byte }
        length = bytes.count
    }
}
