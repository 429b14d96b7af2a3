/// Names the signals that end a crashed process, with what they usually mean for Swift code.
public enum SignalName {
    /// `SIGILL, illegal instruction: a Swift runtime trap`, or `signal 42`.
    public static func describe(_ signal: Int32) -> String {
        switch signal {
        case 4: "SIGILL, illegal instruction: a Swift runtime trap such as a failed precondition or an index out of range"
        case 5: "SIGTRAP, a Swift runtime trap such as a failed precondition or an index out of range"
        case 6: "SIGABRT, the process aborted"
        case 7: "SIGBUS, a bad memory access"
        case 8: "SIGFPE, an arithmetic error"
        case 9: "SIGKILL, killed"
        case 11: "SIGSEGV, a bad memory access"
        case 15: "SIGTERM, terminated"
        default: "signal \(signal)"
        }
    }
}
