/// Where the kit reads an input from: anything a Unix tool reads. A path may name a regular
/// file, a FIFO, `/dev/stdin` or `/dev/fd/N` (what a shell's process substitution,
/// `<(command)`, passes); the argument `-` means standard input.
public enum InputSource: Sendable, Hashable, CustomStringConvertible {
    /// A path, read with `open(2)`, whatever kind of file it names (a folder is refused).
    case path(String)
    /// The process's standard input, file descriptor 0; it is never closed.
    case standardInput

    /// The name `standardInput` has in messages.
    public static let standardInputName = "<stdin>"

    /// The source a command-line argument names: `-` is standard input, anything else a path
    /// (write `./-` for a file called `-`).
    public init(argument: String) {
        self = argument == "-" ? .standardInput : .path(argument)
    }

    /// The name messages use: the path as given, or `<stdin>`.
    public var name: String {
        switch self {
        case .path(let path): path
        case .standardInput: Self.standardInputName
        }
    }

    /// The ``name``.
    public var description: String { name }
}
