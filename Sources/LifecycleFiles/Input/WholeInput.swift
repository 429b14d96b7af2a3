import Foundation

extension InputSource {
    /// The whole input, read to its end: for small files such as an Info.plist or a
    /// simulator script. Works for FIFOs and standard input as well as regular files.
    /// - Parameter limit: The most bytes accepted; a larger input is refused without being
    ///   read to its end.
    /// - Throws: ``FileProblem`` naming the path when it is missing, a folder, unreadable or
    ///   larger than `limit`.
    public func readAll(limit: Int) throws(FileProblem) -> Data {
        let descriptor = try InputDescriptor(self)
        if let size = descriptor.regularFileSize, size > limit { throw tooLarge(limit) }
        var data = Data()
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 * 1024, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            let count = try descriptor.read(into: chunk)
            if count == 0 { return data }
            guard data.count + count <= limit else { throw tooLarge(limit) }
            data.append(chunk.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count)
        }
    }

    /// The whole input as text (see ``readAll(limit:)``), with the byte order mark removed
    /// and every line end (`\r\n`, `\r`) written as `\n` (see ``TextNormalizer``).
    /// - Throws: ``FileProblem`` as `readAll`, or naming the line of a byte sequence that is
    ///   not UTF-8.
    public func readText(limit: Int) throws(FileProblem) -> String {
        let data = try readAll(limit: limit)
        if let line = Self.firstLineNotUTF8(in: data) {
            throw FileProblem(name, line: line, id: "file.input.not-utf8")
        }
        return TextNormalizer.normalized(String(decoding: data, as: UTF8.self))
    }

    private func tooLarge(_ limit: Int) -> FileProblem {
        FileProblem(name, id: "file.input.too-large", ["limit": ByteCountText.text(limit)])
    }

    /// The 1-based number of the first line holding a byte sequence that is not UTF-8; nil
    /// when all of `data` is UTF-8. (A line feed byte is never part of a longer sequence.)
    static func firstLineNotUTF8(in data: Data) -> Int? {
        for (index, line) in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            var bytes = line.makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            parsing: while true {
                switch parser.parseScalar(from: &bytes) {
                case .valid: continue
                case .emptyInput: break parsing
                case .error: return index + 1
                }
            }
        }
        return nil
    }
}
