#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open, readable file descriptor for an ``InputSource``; closed when released (standard
/// input excepted). Opening refuses a missing path, a folder and an unreadable file with a
/// ``FileProblem`` that names the path and says what to do.
final class InputDescriptor {
    let descriptor: Int32
    /// The source's name, for messages.
    let name: String
    /// The size of a regular file when opened; nil for a FIFO, a terminal or a socket.
    let regularFileSize: Int?
    private let closesDescriptor: Bool

    init(_ source: InputSource) throws(FileProblem) {
        name = source.name
        switch source {
        case .standardInput:
            descriptor = 0
            closesDescriptor = false
        case .path(let path):
            descriptor = Self.retryingInterrupts { open(path, O_RDONLY | O_CLOEXEC) }
            guard descriptor >= 0 else { throw Self.openFailure(path, errno) }
            closesDescriptor = true
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let code = errno
            if closesDescriptor { close(descriptor) }
            throw FileProblem(name, id: "file.input.cannot-read", ["reason": Self.systemMessage(code)])
        }
        let type = status.st_mode & S_IFMT
        if type == S_IFDIR {
            if closesDescriptor { close(descriptor) }
            throw FileProblem(name, id: "file.input.is-a-folder")
        }
        regularFileSize = type == S_IFREG ? Int(status.st_size) : nil
    }

    deinit {
        if closesDescriptor { close(descriptor) }
    }

    /// Reads at most `buffer.count` bytes into `buffer`; 0 at the end of the input.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(FileProblem) -> Int {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return 0 }
        let count = Self.retryingInterrupts { systemRead(descriptor, base, buffer.count) }
        guard count >= 0 else { throw FileProblem(name, id: "file.input.cannot-read", ["reason": Self.systemMessage(errno)]) }
        return count
    }

    /// The reason `open(2)` failed, with what to do.
    static func openFailure(_ path: String, _ code: Int32) -> FileProblem {
        switch code {
        case ENOENT: FileProblem(path, id: "file.input.missing")
        case EACCES: FileProblem(path, id: "file.input.permission-denied")
        case ENOTDIR: FileProblem(path, id: "file.input.not-a-folder-on-path")
        case EISDIR: FileProblem(path, id: "file.input.is-a-folder")
        default: FileProblem(path, id: "file.input.cannot-open", ["reason": systemMessage(code)])
        }
    }

    static func systemMessage(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// Calls `body` again while it fails with `EINTR`.
    private static func retryingInterrupts<Result: BinaryInteger>(_ body: () -> Result) -> Result {
        while true {
            let result = body()
            if result >= 0 || errno != EINTR { return result }
        }
    }
}

/// `read(2)`, under a name the method above does not shadow.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
    #else
        Darwin.read(descriptor, buffer, count)
    #endif
}
