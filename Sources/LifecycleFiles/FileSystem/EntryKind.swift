import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What a path names, read with `lstat`, so a symbolic link is seen as a link and never
/// followed.
enum EntryKind: Sendable, Hashable, CustomStringConvertible {
    case missing
    case regularFile
    case folder
    case symbolicLink
    case fifo
    case socket
    case characterDevice
    case blockDevice
    case other

    /// The kind of the entry at `path`; a failing `lstat` other than "no such entry" is a
    /// `FileProblem`.
    static func at(_ path: String, shownAs shown: String? = nil) throws(FileProblem) -> EntryKind {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR { return .missing }
            throw FileProblem(shown ?? path, "cannot be inspected (\(SystemError.text(code)))")
        }
        return kind(of: status.st_mode)
    }

    /// The kind of the entry at `path`, `.missing` when it cannot be inspected.
    static func kind(ofPathFollowingNothing path: String) -> EntryKind {
        (try? at(path)) ?? .missing
    }

    /// The kind encoded in a `st_mode`.
    static func kind(of mode: mode_t) -> EntryKind {
        switch mode & S_IFMT {
        case S_IFREG: .regularFile
        case S_IFDIR: .folder
        case S_IFLNK: .symbolicLink
        case S_IFIFO: .fifo
        case S_IFSOCK: .socket
        case S_IFCHR: .characterDevice
        case S_IFBLK: .blockDevice
        default: .other
        }
    }

    /// "a FIFO", "a character device", …, for messages.
    var description: String {
        switch self {
        case .missing: "missing"
        case .regularFile: "a regular file"
        case .folder: "a folder"
        case .symbolicLink: "a symbolic link"
        case .fifo: "a FIFO (named pipe)"
        case .socket: "a socket"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .other: "a special file"
        }
    }
}
