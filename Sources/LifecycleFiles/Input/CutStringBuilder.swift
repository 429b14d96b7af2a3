/// The kept beginning of a string: bytes are kept until `limit`, the rest only counted.
struct CutStringBuilder {
    let limit: Int
    private var bytes: [UInt8] = []
    private var omitted = 0

    init(limit: Int) {
        self.limit = limit
    }

    mutating func append(_ run: UnsafeRawBufferPointer) {
        let room = omitted > 0 ? 0 : min(run.count, limit - bytes.count)
        if room > 0 { bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: run[..<room])) }
        omitted += run.count - room
    }

    mutating func append(_ scalar: Unicode.Scalar) {
        let encoded = UTF8.encode(scalar) ?? UTF8.encode("\u{FFFD}")!
        if omitted == 0, bytes.count + encoded.count <= limit {
            bytes.append(contentsOf: encoded)
        } else {
            omitted += encoded.count
        }
    }

    /// The string, its last character whole: a sequence split by the limit is omitted too.
    mutating func finished() -> JSONLineString {
        if omitted > 0, let last = bytes.indices.last {
            var start = last
            while start > 0, start > last - 3, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            let lead = bytes[start]
            let needed = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
            if bytes.count - start < needed {
                omitted += bytes.count - start
                bytes.removeSubrange(start...)
            }
        }
        return JSONLineString(text: String(decoding: bytes, as: UTF8.self), omittedByteCount: omitted)
    }
}
