import Testing
@testable import LifecycleSpec

@Suite("Heading fingerprints and the repository-dump reader")
struct SeedFingerprintTests {
    @Test("a heading's fingerprint ignores composition, surrounding and repeated whitespace, and the Markdown heading marker")
    func normalization() {
        #expect(SeedFingerprint.ofHeading("Contents") == "437aea62a5bd", "first 12 hex digits of the SHA-256 of the UTF-8 bytes")
        #expect(SeedFingerprint.ofHeading("  ##   Contents ") == "437aea62a5bd")
        #expect(SeedFingerprint.ofHeading("\u{1100}\u{1161}") == SeedFingerprint.ofHeading("\u{AC00}"), "decomposed Hangul equals composed")
        #expect(SeedFingerprint.normalizedHeading("#### 잠금\t\u{00A0} 화면") == "잠금 화면")
        #expect(SeedFingerprint.normalizedHeading("#") == "")
        #expect(SeedFingerprint.normalizedHeading("#잠금") == "#잠금", "a marker needs whitespace after it")
        #expect(SeedFingerprint.normalizedHeading("####### 일곱") == "####### 일곱", "seven # are not a heading marker")
        #expect(SeedFingerprint.ofBlankLine == "e3b0c44298fc")
    }

    @Test("a fingerprint is well formed only as 12 lower-case hexadecimal digits")
    func wellFormed() {
        #expect(SeedFingerprint.isWellFormed("0123456789ab"))
        #expect(!SeedFingerprint.isWellFormed("0123456789AB"))
        #expect(!SeedFingerprint.isWellFormed("0123456789a"))
        #expect(!SeedFingerprint.isWellFormed("0123456789abc"))
        #expect(!SeedFingerprint.isWellFormed("0123456789ag"))
    }

    @Test("a dump is split into its embedded files, folded physical lines counting as spaces, each line found by its number in order")
    func dumpSplit() {
        let files = RepositoryDump.embeddedFiles(in: SeedFixture.dumpText)
        #expect(files.map(\.path) == ["/notes.md", "/guide.md"])
        #expect(files.first?.lines == ["# 메모장", "오늘 적어 둘 것은 없다.", ""])
        #expect(files.last?.lines == ["", "", "# 위젯 안내서", "## 잠금 화면", "잠긴 화면에서도 위젯이 보이게 설정할 수 있다. 설정 값은 3 | 4 처럼 적는다.", ""])
    }

    @Test("a number and a bar that are not the next line's marker stay in the line's text")
    func markersInText() {
        let rule = String(repeating: "-", count: 80)
        let dump = "/a.md: \(rule) 1 | 값 2 |는 붙었다 2 | 표 x2 | y 3 | 끝 \(rule)"
        let lines = RepositoryDump.embeddedFiles(in: dump).first?.lines
        #expect(lines == ["값 2 |는 붙었다", "표 x2 | y", "끝"])
    }

    @Test("plain text is no dump, and a document of plain lines keeps every physical line")
    func plainText() {
        #expect(RepositoryDump.embeddedFiles(in: SeedFixture.demoText).isEmpty)
        let document = SeedDocument(fileName: "demo.txt", text: SeedFixture.demoText)
        #expect(document.lines == SeedFixture.demoLines)
        #expect(document.lines(in: "/guide.md") == nil)
        #expect(document.fingerprint == "7c6667a77982")
    }
}
