/// Where a command's standard input comes from.
public enum StandardInput: Sendable, Hashable {
    /// The process's own standard input, file descriptor 0 (a terminal, a pipe or a file).
    case process
    /// Text given whole, by a test or a program that embeds the commands; never a terminal.
    case text(String)
}
