import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Linux's `renameat2(2)`, looked up at run time (Swift's Glibc module does not export it):
/// a rename that refuses to replace anything, and an atomic exchange of two names.
enum AtomicRename {
    /// What a `renameat2` call did.
    enum Outcome: Equatable {
        case done
        /// `renameat2` is missing, or the file system does not support the flag (`EINVAL`,
        /// `ENOSYS`): use the two-rename protocol instead.
        case unsupported
        case failed(errno: Int32)
    }

    /// Fail rather than replace an existing `to`.
    static let noReplace: UInt32 = 1
    /// Swap `from` and `to` atomically; both must exist.
    static let exchange: UInt32 = 2

    private typealias Function = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    /// The C function pointer, boxed so that it can live in a static.
    private struct Symbol: @unchecked Sendable {
        let function: Function?
    }

    private static let symbol: Symbol = {
        guard let handle = dlopen(nil, RTLD_NOW), let address = dlsym(handle, "renameat2") else { return Symbol(function: nil) }
        return Symbol(function: unsafeBitCast(address, to: Function.self))
    }()

    /// True when this system's C library has `renameat2`.
    static var isAvailable: Bool { symbol.function != nil }

    /// `renameat2(AT_FDCWD, from, AT_FDCWD, to, flags)`.
    static func rename(_ from: String, _ to: String, flags: UInt32) -> Outcome {
        guard let function = symbol.function else { return .unsupported }
        if function(AT_FDCWD, from, AT_FDCWD, to, flags) == 0 { return .done }
        let code = errno
        return code == EINVAL || code == ENOSYS ? .unsupported : .failed(errno: code)
    }
}
