/// The units of a run, in chunks of a fixed size: appending never copies the units already
/// stored (a growing array briefly holds two copies), and draining frees each chunk as soon
/// as it is read, so the report's tests and the run's units are not both held whole.
struct UnitStore {
    private static let chunkShift = 12
    private static let chunkMask = (1 << chunkShift) - 1
    private var chunks: [[EventStreamRun.Unit]] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// Appends `unit` and returns its index.
    mutating func append(_ unit: EventStreamRun.Unit) -> Int {
        if count & Self.chunkMask == 0 {
            chunks.append([])
            chunks[chunks.count - 1].reserveCapacity(1 << Self.chunkShift)
        }
        chunks[chunks.count - 1].append(unit)
        count += 1
        return count - 1
    }

    subscript(index: Int) -> EventStreamRun.Unit {
        get { chunks[index >> Self.chunkShift][index & Self.chunkMask] }
        set { chunks[index >> Self.chunkShift][index & Self.chunkMask] = newValue }
    }

    /// Hands every unit to `body` in order, freeing each chunk once it is read; the store is
    /// empty afterwards.
    mutating func drain(_ body: (EventStreamRun.Unit) throws(ReportError) -> Void) throws(ReportError) {
        for chunk in chunks.indices {
            let units = chunks[chunk]
            chunks[chunk] = []
            for unit in units { try body(unit) }
        }
        chunks = []
        count = 0
    }
}
