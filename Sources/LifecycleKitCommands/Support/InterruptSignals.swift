#if canImport(Glibc)
    import Glibc
#endif

/// The signals that interrupt a run (SIGINT, SIGTERM, SIGHUP) reach the kit even when the
/// process that started it had them blocked: a blocked signal mask is inherited through
/// exec by accident (a test runner's thread, a supervisor), and would leave Ctrl-C pending
/// forever. A signal the parent chose to ignore stays ignored, as a background job expects.
enum InterruptSignals {
    static func unblock() {
        #if os(Linux)
            var set = sigset_t()
            sigemptyset(&set)
            for signal in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&set, signal) }
            sigprocmask(SIG_UNBLOCK, &set, nil)
        #endif
    }
}
