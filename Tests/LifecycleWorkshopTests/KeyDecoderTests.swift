import LifecycleWorkshop
import Testing

@Suite("Terminal bytes decoded into editor keys")
struct KeyDecoderTests {
    func keys(_ bytes: [UInt8]) -> [EditorKey] { KeyDecoder.decode(bytes).keys }

    @Test("arrows, Home, End and Delete in their CSI and SS3 forms")
    func escapeSequences() {
        #expect(keys([0x1B, 0x5B, 0x41, 0x1B, 0x5B, 0x42, 0x1B, 0x5B, 0x43, 0x1B, 0x5B, 0x44]) == [.up, .down, .right, .left])
        #expect(keys(Array("\u{1B}[H\u{1B}[F\u{1B}OH\u{1B}OF".utf8)) == [.home, .end, .home, .end])
        #expect(keys(Array("\u{1B}[1~\u{1B}[4~\u{1B}[3~\u{1B}[7~\u{1B}[8~".utf8)) == [.home, .end, .delete, .home, .end])
        #expect(keys(Array("\u{1B}[1;5C".utf8)) == [.right], "a modified arrow still moves")
        #expect(keys(Array("\u{1B}x".utf8)) == [.ignored], "Alt-x does nothing")
    }

    @Test("control characters: Ctrl-A/E/U/K/W/C/D, backspace in both forms, Tab and Enter")
    func controls() {
        #expect(keys([0x01, 0x05, 0x15, 0x0B, 0x17, 0x03, 0x04]) == [.home, .end, .deleteToStart, .deleteToEnd, .deleteWord, .interrupt, .endOfInput])
        #expect(keys([0x7F, 0x08, 0x09, 0x0D, 0x0A, 0x10, 0x0E]) == [.backspace, .backspace, .tab, .enter, .enter, .up, .down])
    }

    @Test("UTF-8 characters arrive whole, and a cut-off sequence waits for the next read")
    func partialInput() {
        #expect(keys(Array("é한".utf8)) == [.character("é"), .character("한")])
        let first = KeyDecoder.decode([0x61, 0x1B, 0x5B])
        #expect(first.keys == [.character("a")] && first.rest == [0x1B, 0x5B])
        #expect(KeyDecoder.decode(first.rest + [0x41]).keys == [.up])
        let cutCharacter = KeyDecoder.decode(Array("한".utf8).dropLast())
        #expect(cutCharacter.keys.isEmpty && cutCharacter.rest.count == 2)
        #expect(keys([0xFF]) == [.ignored])
    }
}
