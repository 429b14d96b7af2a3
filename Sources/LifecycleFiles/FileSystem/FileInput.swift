import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reading files without following a symbolic link at the last component.
enum FileInput {
    /// The bytes of the file at `path`, at most `limit` of them (nil when it is longer);
    /// fails with the `errno` of a failing call.
    static func contents(of path: String, limit: Int) -> Result<Data?, SystemFailure> {
        var data = Data()
        let outcome = readChunks(of: path) { chunk in
            data.append(contentsOf: chunk)
            return data.count <= limit
        }
        return outcome.map { $0 ? data : nil }
    }

    /// The lowercase hexadecimal SHA-256 of the file at `path`, read in chunks.
    static func sha256Hex(of path: String) -> Result<String, SystemFailure> {
        var hash = SHA256()
        return readChunks(of: path) { chunk in
            chunk.withUnsafeBytes { hash.update($0) }
            return true
        }.map { _ in SHA256.hex(hash.finalize()) }
    }

    /// Calls `body` with successive chunks of the file until the end or until `body`
    /// returns false; the success value says whether the end was reached.
    private static func readChunks(of path: String, _ body: (UnsafeRawBufferPointer) -> Bool) -> Result<Bool, SystemFailure> {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(SystemFailure(code: errno)) }
        defer { close(descriptor) }
        let size = 1 << 20
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(descriptor, buffer.baseAddress, size)
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(SystemFailure(code: errno))
            }
            if count == 0 { return .success(true) }
            guard body(UnsafeRawBufferPointer(rebasing: buffer[0..<count])) else { return .success(false) }
        }
    }
}
