import LifecycleText
import Testing

@testable import LifecycleSpec

@Suite("A seed line that embeds a picture is quoted by its file name and caption")
struct SeedFigureTests {
    @Test("a blog editor's embed gives its filename and the caption after it, skipping a short '(…)' note")
    func blogEmbed() throws {
        let lines = [
            "Handling a call",
            "[##_http://example.invalid/pages/1C%7Ccfile2.png%7Cwidth=%22824%22%20filename=%2213.png%22%20filemime=%22image/jpeg%22%7C_##]",
            "(note)",
            "Figure 3-4. A made-up caption for this test",
        ]
        let figure = try #require(SeedFigure.at(1, of: lines))
        #expect(figure == SeedFigure(file: "13.png", caption: "Figure 3-4. A made-up caption for this test"))
        #expect(SeedFigure.at(0, of: lines) == nil, "a line of text is not a figure")
    }

    @Test("a Markdown image gives the last part of its address; no caption within three lines leaves it empty")
    func markdownImage() throws {
        let lines = ["![alt text](https://example.invalid/a/b/picture.png)", "", "", "", "far away"]
        #expect(SeedFigure.at(0, of: lines) == SeedFigure(file: "picture.png", caption: ""))
    }

    @Test("the quoted line shows the figure in the reader's language")
    func shown() {
        let line = SeedLine(file: "doc.txt", part: nil, number: 4, rawText: "Figure 1. caption", limit: 200, figure: "13.png")
        #expect(line.shown(in: .english) == "[figure 13.png] Figure 1. caption")
        #expect(line.shown(in: Words(.korean)) == "[그림 13.png] Figure 1. caption")
        let plain = SeedLine(file: "doc.txt", part: nil, number: 5, rawText: "text", limit: 200)
        #expect(plain.shown(in: Words(.korean)) == "text")
    }
}
