import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Standard output or standard error, written with `write(2)`: a full disk or a closed
/// reader ends the program with one line on standard error and exit status 3 ("could not
/// complete") instead of a trap. A broken pipe (a reader that stopped, as `head` does)
/// ends it quietly, as Unix tools do.
public struct StandardStream: Sendable {
    let descriptor: Int32
    let name: String

    /// Standard output.
    public static let output = StandardStream(descriptor: STDOUT_FILENO, name: "standard output")
    /// Standard error.
    public static let error = StandardStream(descriptor: STDERR_FILENO, name: "standard error")

    /// Writes all of `text`, retrying after interruptions and short writes.
    public func write(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                fail(errno: written < 0 ? errno : EIO)
            }
        }
        bytes.removeAll()
    }

    private func fail(errno code: Int32) -> Never {
        if code == EPIPE { exit(0) }
        if descriptor != STDERR_FILENO {
            let message = "error: cannot write to \(name) (\(String(cString: strerror(code)))); the output is incomplete (exit status 3)\n"
            _ = message.withCString { Glibc.write(STDERR_FILENO, $0, strlen($0)) }
        }
        exit(3)
    }
}
