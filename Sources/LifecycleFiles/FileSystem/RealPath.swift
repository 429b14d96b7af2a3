import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Absolute paths with every symbolic link resolved.
enum RealPath {
    /// `realpath(3)` of `path`, or nil when it cannot be resolved (it does not exist, …).
    static func of(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` made absolute against `folder` when it is relative; nothing is resolved.
    static func absolute(_ path: String, in folder: String) -> String {
        path.hasPrefix("/") ? path : (folder.hasSuffix("/") ? folder : folder + "/") + path
    }

    /// The folder part and the last component of `path` (which must not end in `/`):
    /// `a/b/c` → (`a/b`, `c`), `c` → (`.`, `c`), `/c` → (`/`, `c`).
    static func split(_ path: String) -> (folder: String, name: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? ""
        let folder = String(path.dropLast(name.count).reversed().drop { $0 == "/" }.reversed())
        if folder.isEmpty { return (path.hasPrefix("/") ? "/" : ".", name) }
        return (folder, name)
    }

    /// `folder/name`, without a doubled slash when `folder` is `/`.
    static func join(_ folder: String, _ name: String) -> String {
        folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    /// True when `path` is `folder` or lies inside it; both must be real paths.
    static func path(_ path: String, isInsideOrEqualTo folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
