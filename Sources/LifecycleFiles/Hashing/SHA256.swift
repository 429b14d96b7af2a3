import Foundation

/// SHA-256 (FIPS 180-4), streaming: feed bytes with `update(_:)` in as many pieces as you
/// like, then read the digest with `finalize()`. `SHA256.hex(of:)` hashes one buffer.
public struct SHA256: Sendable {
    /// The hash value so far (H0 to H7).
    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    /// Bytes waiting for a full 64-byte block.
    private var pending: [UInt8] = []
    /// Bytes fed so far.
    private var length: UInt64 = 0

    /// A fresh hash of nothing.
    public init() {
        pending.reserveCapacity(64)
    }

    /// The lowercase hexadecimal SHA-256 of `data`.
    public static func hex(of data: Data) -> String {
        var hash = SHA256()
        hash.update(data)
        return hex(hash.finalize())
    }

    /// `digest` as lowercase hexadecimal, two digits a byte.
    public static func hex(_ digest: [UInt8]) -> String {
        digest.map { byte in String(byte, radix: 16).leftPadded(to: 2) }.joined()
    }

    /// Feeds `data`.
    public mutating func update(_ data: Data) {
        data.withUnsafeBytes { update($0) }
    }

    /// Feeds the bytes of `buffer`.
    public mutating func update(_ buffer: UnsafeRawBufferPointer) {
        length &+= UInt64(buffer.count)
        var offset = 0
        if !pending.isEmpty {
            let taken = min(64 - pending.count, buffer.count)
            pending.append(contentsOf: buffer[0..<taken])
            offset = taken
            guard pending.count == 64 else { return }
            let block = pending
            block.withUnsafeBytes { compress($0, blockCount: 1) }
            pending.removeAll(keepingCapacity: true)
        }
        let blockCount = (buffer.count - offset) / 64
        if blockCount > 0, let base = buffer.baseAddress {
            compress(UnsafeRawBufferPointer(start: base + offset, count: blockCount * 64), blockCount: blockCount)
            offset += blockCount * 64
        }
        pending.append(contentsOf: buffer[offset...])
    }

    /// The 32-byte digest of everything fed so far. The hash itself is unchanged, so more
    /// bytes may follow for a longer message.
    public func finalize() -> [UInt8] {
        var copy = self
        return copy.padAndDigest()
    }

    /// Feeds the padding and reads the state out.
    private mutating func padAndDigest() -> [UInt8] {
        let bitLength = length &* 8
        var padding: [UInt8] = [0x80]
        let zeroCount = (pending.count + 1 <= 56 ? 56 : 120) - (pending.count + 1)
        padding.append(contentsOf: repeatElement(0, count: zeroCount))
        for shift in stride(from: 56, through: 0, by: -8) { padding.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift))) }
        padding.withUnsafeBytes { update($0) }
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in state {
            digest.append(contentsOf: [
                UInt8(word >> 24), UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word),
            ])
        }
        return digest
    }

    /// Runs the compression function over `blockCount` consecutive 64-byte blocks. Raw
    /// pointers and spelled-out rotations keep unoptimised (debug) builds usable too.
    private mutating func compress(_ blocks: UnsafeRawBufferPointer, blockCount: Int) {
        guard let bytes = blocks.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
        let w = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
        defer { w.deallocate() }
        let k = SHA256.roundConstantsPointer.pointer
        var h0 = state[0], h1 = state[1], h2 = state[2], h3 = state[3]
        var h4 = state[4], h5 = state[5], h6 = state[6], h7 = state[7]
        var block = bytes
        for _ in 0..<blockCount {
            var index = 0
            while index < 16 {
                let byte = block + index &* 4
                w[index] = UInt32(byte[0]) &<< 24 | UInt32(byte[1]) &<< 16 | UInt32(byte[2]) &<< 8 | UInt32(byte[3])
                index &+= 1
            }
            while index < 64 {
                let x = w[index &- 15], y = w[index &- 2]
                let s0 = (x &>> 7 | x &<< 25) ^ (x &>> 18 | x &<< 14) ^ (x &>> 3)
                let s1 = (y &>> 17 | y &<< 15) ^ (y &>> 19 | y &<< 13) ^ (y &>> 10)
                w[index] = w[index &- 16] &+ s0 &+ w[index &- 7] &+ s1
                index &+= 1
            }
            var a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7
            index = 0
            while index < 64 {
                let sum1 = (e &>> 6 | e &<< 26) ^ (e &>> 11 | e &<< 21) ^ (e &>> 25 | e &<< 7)
                let choice = (e & f) ^ (~e & g)
                let temp1 = h &+ sum1 &+ choice &+ k[index] &+ w[index]
                let sum0 = (a &>> 2 | a &<< 30) ^ (a &>> 13 | a &<< 19) ^ (a &>> 22 | a &<< 10)
                let majority = (a & b) ^ (a & c) ^ (b & c)
                h = g
                g = f
                f = e
                e = d &+ temp1
                d = c
                c = b
                b = a
                a = temp1 &+ sum0 &+ majority
                index &+= 1
            }
            h0 &+= a
            h1 &+= b
            h2 &+= c
            h3 &+= d
            h4 &+= e
            h5 &+= f
            h6 &+= g
            h7 &+= h
            block += 64
        }
        state = [h0, h1, h2, h3, h4, h5, h6, h7]
    }

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// `roundConstants` in memory that lives as long as the process, for `compress`.
    private static let roundConstantsPointer: UnsafeSendablePointer = {
        let pointer = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
        pointer.initialize(from: roundConstants, count: 64)
        return UnsafeSendablePointer(pointer)
    }()
}

/// A pointer to constant memory that is never freed or written after initialisation.
private struct UnsafeSendablePointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt32>

    init(_ pointer: UnsafeMutablePointer<UInt32>) {
        self.pointer = pointer
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
