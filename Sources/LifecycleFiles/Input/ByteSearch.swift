import Foundation

extension UnsafeRawBufferPointer {
    /// The offset of the first `byte` at or after `start`, found with `memchr`; nil when absent.
    func offset(of byte: UInt8, from start: Int = 0) -> Int? {
        guard let base = baseAddress, start < count else { return nil }
        guard let found = memchr(base + start, Int32(byte), count - start) else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }
}
