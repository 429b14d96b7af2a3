import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// FIFOs and anonymous pipes filled by a background thread, the way a shell's process
/// substitution (`--events <(cat events.jsonl)`) hands a command its input.
enum Pipes {
    /// Makes a FIFO at `path` that a background thread fills with `data` once a reader opens it.
    static func fifo(at path: String, writing data: Data) throws {
        guard mkfifo(path, 0o600) == 0 else { throw POSIXError(.EIO) }
        Thread.detachNewThread {
            let descriptor = open(path, O_WRONLY)
            guard descriptor >= 0 else { return }
            write(data, to: descriptor)
            close(descriptor)
        }
    }

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

    private static func write(_ data: Data, to descriptor: Int32) {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                #if canImport(Glibc)
                    let count = Glibc.write(descriptor, bytes.baseAddress! + offset, min(4096, bytes.count - offset))
                #else
                    let count = Darwin.write(descriptor, bytes.baseAddress! + offset, min(4096, bytes.count - offset))
                #endif
                guard count > 0 else { return }
                offset += count
            }
        }
    }
}
