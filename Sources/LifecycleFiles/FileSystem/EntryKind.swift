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
            throw FileProblem(shown ?? path, id: "file.inspect.failed", ["reason": SystemError.text(code)])
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

    /// The id of the kind's words in the message tables (`file.kind.folder`: "a folder"),
    /// for a `FileProblem`'s `valueIDs`.
    var messageID: String {
        switch self {
        case .missing: "file.kind.missing"
        case .regularFile: "file.kind.regular-file"
        case .folder: "file.kind.folder"
        case .symbolicLink: "file.kind.symbolic-link"
        case .fifo: "file.kind.fifo"
        case .socket: "file.kind.socket"
        case .characterDevice: "file.kind.character-device"
        case .blockDevice: "file.kind.block-device"
        case .other: "file.kind.other"
        }
    }

    /// "a FIFO", "a character device", …, in English.
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
