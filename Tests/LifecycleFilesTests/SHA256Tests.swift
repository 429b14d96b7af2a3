import Foundation
import LifecycleFiles
import Testing

@Suite("SHA-256 matches the FIPS 180-4 test vectors")
struct SHA256Tests {
    @Test("the empty message")
    func empty() {
        #expect(SHA256.hex(of: Data()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test("\"abc\", one block")
    func abc() {
        #expect(SHA256.hex(of: Data("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test("the 448-bit message, padded into a second block")
    func twoBlocks() {
        let message = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        #expect(SHA256.hex(of: Data(message.utf8)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test("the 896-bit message")
    func longMessage() {
        let message = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
        #expect(SHA256.hex(of: Data(message.utf8)) == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    @Test("one million 'a', fed in one piece and in uneven pieces")
    func millionA() {
        let expected = "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
        let data = Data(repeating: UInt8(ascii: "a"), count: 1_000_000)
        #expect(SHA256.hex(of: data) == expected)
        var hash = SHA256()
        var offset = 0
        for size in [1, 63, 64, 65, 127, 4096, 999] where offset < data.count {
            hash.update(data[offset..<offset + size])
            offset += size
        }
        hash.update(data[offset...])
        #expect(SHA256.hex(hash.finalize()) == expected)
    }

    @Test("messages around the padding boundaries hash the same fed byte by byte")
    func boundaries() {
        for length in [55, 56, 57, 63, 64, 65, 119, 120, 128] {
            let data = Data((0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31) })
            var hash = SHA256()
            for byte in data { hash.update(Data([byte])) }
            #expect(SHA256.hex(hash.finalize()) == SHA256.hex(of: data), "length \(length)")
        }
    }

    @Test("finalize leaves the hash usable: more bytes give the longer message's digest")
    func finalizeKeepsState() {
        var hash = SHA256()
        hash.update(Data("ab".utf8))
        #expect(SHA256.hex(hash.finalize()) == SHA256.hex(of: Data("ab".utf8)))
        hash.update(Data("c".utf8))
        #expect(SHA256.hex(hash.finalize()) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }
}
