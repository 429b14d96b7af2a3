import LifecycleFiles
import Testing

@Suite("File problems read as one line naming the path")
struct FileProblemTests {
    @Test("the path comes first, then the reason")
    func namesPath() {
        #expect(FileProblem("out/report.json", id: "file.kind.fifo").description == "out/report.json: a FIFO (named pipe)")
    }

    @Test("an empty path is shown quoted, never as nothing")
    func emptyPath() {
        #expect(FileProblem("", id: "file.kind.folder").description == "'': a folder")
    }

    @Test("a problem on one line names it after the path")
    func namesLine() {
        let problem = FileProblem("script.txt", line: 12, id: "file.json.too-deep", ["depth": "10"])
        #expect(problem.description == "script.txt:12: nested deeper than 10 levels")
        #expect(problem.line == 12)
    }
}

@Suite("File problems stay one line whatever the path")
struct FileProblemShapeTests {
    @Test("control characters in a path show as '?'")
    func controlCharacters() {
        #expect(FileProblem("out\nrm -rf", id: "file.kind.fifo").description == "out?rm -rf: a FIFO (named pipe)")
    }

    @Test("a long path shows as its last 200 characters")
    func longPath() {
        let path = String(repeating: "a/", count: 300) + "end"
        let shown = FileProblem(path, id: "file.kind.missing").description
        #expect(shown.hasPrefix("…"))
        #expect(shown.hasSuffix("a/end: missing"))
        #expect(shown.count == FileProblem.shownPathLength + ": missing".count)
    }
}
