import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A failed system call's `errno`, as a typed error.
struct SystemFailure: Error {
    /// The `errno` value.
    let code: Int32

    /// `strerror(code)`, e.g. "No space left on device".
    var text: String { SystemError.text(code) }
}

/// The text of an `errno` value, for one-line messages.
enum SystemError {
    /// `strerror(code)`, e.g. "No such file or directory".
    static func text(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
