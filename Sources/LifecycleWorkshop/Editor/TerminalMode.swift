import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Raw mode on a terminal, for the line editor: keys arrive one at a time, unechoed, and
/// Ctrl-C arrives as a key rather than a signal. The terminal's own settings are always put
/// back: by ``restore()``, at exit, and on SIGINT, SIGTERM, SIGHUP or SIGQUIT, whose handler
/// restores the settings and then lets the signal do what it did before.
public enum TerminalMode {
    /// Switches `descriptor` (a terminal) to raw mode; false when it is not a terminal.
    public static func enterRaw(_ descriptor: Int32) -> Bool {
        var original = termios()
        guard isatty(descriptor) == 1, tcgetattr(descriptor, &original) == 0 else { return false }
        TerminalRestore.remember(original, of: descriptor)
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else {
            TerminalRestore.restore()
            return false
        }
        return true
    }

    /// Puts the terminal's settings back as they were before ``enterRaw(_:)``.
    public static func restore() {
        TerminalRestore.restore()
    }
}

/// The saved settings and the signal handling that restores them; kept in globals because a
/// signal handler can reach nothing else.
enum TerminalRestore {
    nonisolated(unsafe) static var saved = termios()
    nonisolated(unsafe) static var descriptor: Int32 = -1
    static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// The handlers in place before raw mode, in the order of `signals`.
    nonisolated(unsafe) static var previousActions: [sigaction] = Array(repeating: sigaction(), count: 4)
    nonisolated(unsafe) static var installedAtExit = false

    static func remember(_ settings: termios, of terminal: Int32) {
        saved = settings
        descriptor = terminal
        if !installedAtExit {
            installedAtExit = true
            atexit { TerminalRestore.restore() }
        }
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { number in TerminalRestore.restoreAndPassOn(number) }
        sigemptyset(&action.sa_mask)
        for (index, number) in signals.enumerated() {
            sigaction(number, &action, &previousActions[index])
        }
    }

    /// Restores the settings and the signal handlers that were in place before raw mode.
    static func restore() {
        guard descriptor >= 0 else { return }
        tcsetattr(descriptor, TCSAFLUSH, &saved)
        descriptor = -1
        for (index, number) in signals.enumerated() {
            sigaction(number, &previousActions[index], nil)
        }
    }

    /// The signal handler: restore the terminal, put back the earlier handler, and raise the
    /// signal again for it (it is delivered once this handler returns).
    static func restoreAndPassOn(_ number: Int32) {
        if descriptor >= 0 { tcsetattr(descriptor, TCSANOW, &saved) }
        descriptor = -1
        for index in 0..<signals.count where signals[index] == number {
            sigaction(number, &previousActions[index], nil)
        }
        raise(number)
    }
}
