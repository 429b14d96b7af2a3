import Foundation

/// The kept keys by length, to match a key's raw bytes without building a string.
struct KeyTable {
    private var keysByLength: [[(bytes: [UInt8], key: String)]] = []

    init(_ keys: Set<String>) {
        for key in keys.sorted() {
            let bytes = Array(key.utf8)
            while keysByLength.count <= bytes.count { keysByLength.append([]) }
            keysByLength[bytes.count].append((bytes, key))
        }
    }

    /// The kept key whose UTF-8 bytes are `raw`; nil when none is.
    func key(matching raw: UnsafeRawBufferPointer) -> String? {
        guard raw.count < keysByLength.count else { return nil }
        guard let base = raw.baseAddress else { return keysByLength[0].first?.key }
        for entry in keysByLength[raw.count] where entry.bytes.withUnsafeBytes({ memcmp($0.baseAddress!, base, raw.count) == 0 }) {
            return entry.key
        }
        return nil
    }
}
