import Foundation

/// The bytes of an input, one fixed-size chunk at a time: never more than `chunkSize` bytes
/// are held, however large the input. A UTF-8 byte order mark at the very start is skipped.
/// The readers of this folder scan `unread` and move `position` forward.
///
/// A value type, so that a reader's scanning loops update the position without the run-time
/// exclusivity checks a class property would cost; ``InputChunks`` owns the memory.
struct InputBytes {
    /// The source's name, for messages.
    var name: String { chunks.name }
    /// The current chunk; `position..<end` is still unread.
    let storage: UnsafeMutableRawBufferPointer
    private(set) var position = 0
    private(set) var end = 0
    /// Counts the chunks read; offsets into `storage` found in one chunk are stale in the next.
    private(set) var generation = 0
    private let chunks: InputChunks

    /// Opens `source`, refusing a missing path, a folder or an unreadable file.
    init(source: InputSource, chunkSize: Int) throws(FileProblem) {
        chunks = InputChunks(try InputDescriptor(source), chunkSize: chunkSize)
        storage = chunks.storage
        try skipByteOrderMark()
    }

    /// Reads from bytes already in memory, `chunkSize` at a time, as if from a file.
    init(data: Data, name: String, chunkSize: Int) {
        chunks = InputChunks(data, name: name, chunkSize: chunkSize)
        storage = chunks.storage
        try? skipByteOrderMark()
    }

    /// The bytes read but not yet consumed.
    var unread: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: storage[position..<end])
    }

    /// Makes at least one unread byte available; false at the end of the input.
    mutating func fill() throws(FileProblem) -> Bool {
        if position < end { return true }
        position = 0
        end = 0
        generation += 1
        return try readMore()
    }

    /// The next unread byte, or nil at the end of the input; does not consume it.
    mutating func peek() throws(FileProblem) -> UInt8? {
        if position < end { return storage[position] }
        guard try fill() else { return nil }
        return storage[position]
    }

    /// Consumes `count` unread bytes.
    mutating func advance(by count: Int = 1) {
        precondition(count >= 0 && position + count <= end, "advancing past the unread bytes")
        position += count
    }

    /// Appends what the source gives next after `end`; false when it has nothing more.
    private mutating func readMore() throws(FileProblem) -> Bool {
        guard end < storage.count else { return false }
        let count = try chunks.read(into: UnsafeMutableRawBufferPointer(rebasing: storage[end...]))
        end += count
        return count > 0
    }

    /// Skips `EF BB BF` at the start, reading until three bytes are there (a pipe may
    /// deliver fewer at a time).
    private mutating func skipByteOrderMark() throws(FileProblem) {
        while end < 3, try readMore() {}
        if end >= 3, storage[0] == 0xEF, storage[1] == 0xBB, storage[2] == 0xBF { position = 3 }
    }
}

/// Where ``InputBytes`` gets its chunks: an open file descriptor or bytes in memory; owns the
/// chunk's memory.
final class InputChunks {
    let name: String
    let storage: UnsafeMutableRawBufferPointer
    private let descriptor: InputDescriptor?
    private let memory: Data?
    private var memoryOffset = 0
    private var reachedEnd = false

    init(_ descriptor: InputDescriptor, chunkSize: Int) {
        self.descriptor = descriptor
        name = descriptor.name
        memory = nil
        storage = .allocate(byteCount: max(chunkSize, 4), alignment: 1)
    }

    init(_ data: Data, name: String, chunkSize: Int) {
        descriptor = nil
        self.name = name
        memory = data
        storage = .allocate(byteCount: max(chunkSize, 4), alignment: 1)
    }

    deinit {
        storage.deallocate()
    }

    /// Reads at most `space.count` bytes into `space`; 0, now and from then on, at the end.
    func read(into space: UnsafeMutableRawBufferPointer) throws(FileProblem) -> Int {
        guard !reachedEnd else { return 0 }
        var count = 0
        if let descriptor {
            count = try descriptor.read(into: space)
        } else if let memory {
            count = min(space.count, memory.count - memoryOffset)
            if count > 0 {
                let start = memory.startIndex + memoryOffset
                memory.copyBytes(to: space.bindMemory(to: UInt8.self), from: start..<start + count)
                memoryOffset += count
            }
        }
        if count == 0 { reachedEnd = true }
        return count
    }
}
