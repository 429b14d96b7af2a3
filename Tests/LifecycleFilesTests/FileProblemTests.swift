import LifecycleFiles
import Testing

@Suite("File problems read as one line naming the path")
struct FileProblemTests {
    @Test("the path comes first, then the reason")
    func namesPath() {
        #expect(FileProblem("out/report.json", "is a FIFO").description == "out/report.json: is a FIFO")
    }

    @Test("an empty path is shown quoted, never as nothing")
    func emptyPath() {
        #expect(FileProblem("", "is not a folder name").description == "'': is not a folder name")
    }

    @Test("a problem on one line names it after the path")
    func namesLine() {
        let problem = FileProblem("script.txt", line: 12, "line longer than 10 bytes")
        #expect(problem.description == "script.txt:12: line longer than 10 bytes")
        #expect(problem.line == 12)
    }
}

@Suite("File problems stay one line whatever the path")
struct FileProblemShapeTests {
    @Test("control characters in a path show as '?'")
    func controlCharacters() {
        #expect(FileProblem("out\nrm -rf", "is a FIFO").description == "out?rm -rf: is a FIFO")
    }

    @Test("a long path shows as its last 200 characters")
    func longPath() {
        let path = String(repeating: "a/", count: 300) + "end"
        let shown = FileProblem(path, "is missing").description
        #expect(shown.hasPrefix("…"))
        #expect(shown.hasSuffix("a/end: is missing"))
        #expect(shown.count == FileProblem.shownPathLength + ": is missing".count)
    }
}
