import LifecycleFiles
import Testing

@Suite("Text is normalised: no byte order mark, every line end a line feed")
struct TextNormalizerTests {
    @Test(
        "BOM, CRLF and CR are normalised; other text is unchanged",
        arguments: [
            ("\u{FEFF}home\r\nlock\r\n", "home\nlock\n"),
            ("home\rlock\r", "home\nlock\n"),
            ("home\r\r\nlock", "home\n\nlock"),
            ("home\nlock", "home\nlock"),
            ("a\u{FEFF}b", "a\u{FEFF}b"),
            ("", ""),
        ])
    func normalises(text: String, expected: String) {
        #expect(TextNormalizer.normalized(text) == expected)
    }
}

@Suite("Byte counts read as bytes, KiB, MiB")
struct ByteCountTextTests {
    @Test("counts", arguments: [(1, "1 byte"), (512, "512 bytes"), (1024, "1 KiB"), (65536, "64 KiB"), (1_572_864, "1.5 MiB"), (1 << 30, "1 GiB")])
    func counts(count: Int, text: String) {
        #expect(ByteCountText.text(count) == text)
    }
}
