import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A fresh folder for the input tests (files, FIFOs and pipes to read), removed by `remove()`.
struct InputScratch {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("LifecycleFilesTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// The path of `name` in the folder.
    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `data` to a file in the folder and returns its path.
    func file(_ name: String, _ data: Data) throws -> String {
        try data.write(to: url.appendingPathComponent(name))
        return path(name)
    }

    /// A FIFO in the folder that a background thread fills with `data` once a reader opens it.
    func fifo(_ name: String, writing data: Data) throws -> String {
        let fifo = path(name)
        guard mkfifo(fifo, 0o600) == 0 else { throw POSIXError(.EIO) }
        Thread.detachNewThread {
            let descriptor = open(fifo, O_WRONLY)
            guard descriptor >= 0 else { return }
            Pipes.write(data, to: descriptor)
            close(descriptor)
        }
        return fifo
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Anonymous pipes, as a shell's process substitution (`<(command)`) makes them.
enum Pipes {
    /// The read end of a pipe whose write end a background thread fills with `data`, then
    /// closes. The caller closes the read end.
    static func readEnd(writing data: Data) throws -> Int32 {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(.EIO) }
        let writeEnd = ends[1]
        Thread.detachNewThread {
            write(data, to: writeEnd)
            close(writeEnd)
        }
        return ends[0]
    }

    /// Writes all of `data` to `descriptor`, in pieces of at most 4 KiB.
    static func write(_ data: Data, to descriptor: Int32) {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let count = systemWrite(descriptor, bytes.baseAddress! + offset, min(4096, bytes.count - offset))
                guard count > 0 else { return }
                offset += count
            }
        }
    }

    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, buffer, count)
        #else
            Darwin.write(descriptor, buffer, count)
        #endif
    }
}
