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
