import Foundation
import LifecycleFiles
import LifecycleSpec
import LifecycleText
import Testing

/// Every `FileProblem` the kit makes carries a message id, so it reads in Korean with
/// `--lang ko`, naming the same path, while its English stays as it was.
@Suite("Korean file problems: refused outputs, unreadable inputs and seed folders in the user's language")
struct KoreanFileProblemTests {
    /// Problems the kit's own code throws, each from a different place.
    private static func problems(in folder: ScratchFolder) throws -> [FileProblem] {
        let file = folder.url.appendingPathComponent("notes.txt").path
        try Data([0x61, 0x0A, 0x62, 0x0A, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: file))
        var problems: [FileProblem] = []
        func collect(_ body: () throws -> Void) {
            do { try body() } catch let problem as FileProblem { problems.append(problem) } catch {}
        }
        // A single output file whose folder is missing (SingleFileWriter).
        collect { try SingleFileWriter(path: folder.url.appendingPathComponent("missing/states.svg").path, replacing: .never).check() }
        // A single output file that already holds someone's work.
        collect { try SingleFileWriter(path: file, replacing: .never).check() }
        // A report folder that is a regular file: the kind of entry is translated too.
        collect { _ = try OutputFolderPolicy(workingDirectory: folder.url.path).check(file) }
        // A file given as the folder of the seed copies.
        collect { _ = try SeedLibrary.open(folder: file) }
        // An input with a line that is not UTF-8.
        collect { _ = try InputSource.path(file).readText(limit: 1024) }
        return problems
    }

    @Test("each problem reads in Korean, naming its path, and its English is unchanged")
    func korean() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let problems = try Self.problems(in: folder)
        #expect(problems.count == 5)
        let korean = Words(.korean)
        for problem in problems {
            let text = problem.text(in: korean)
            #expect(problem.messageID != nil, "\(problem)")
            #expect(text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "no Hangul in '\(text)'")
            #expect(text.hasPrefix(problem.shownPath), "'\(text)' does not start with its path")
            #expect(!text.contains("{"), "a placeholder left in '\(text)'")
            #expect(problem.text(in: .english) == problem.description)
        }
        #expect(problems.contains { $0.text(in: korean).hasSuffix("폴더가 아니라 일반 파일(이)다. 다른 --out 폴더를 고른다") })
        #expect(problems.contains { $0.line == 3 && $0.text(in: korean).hasSuffix(":3: UTF-8 텍스트가 아니다. 파일을 UTF-8로 저장한다") })
        #expect(problems.contains { $0.description.hasSuffix(": is a regular file, not a folder; choose another --out folder") })
    }

    @Test(
        "errors of scripts, inputs and filters are Korean with --lang ko and unchanged in English",
        arguments: [
            (
                ["simulate", "--script", "-"], "tpa-icon\n",
                "오류: 파일 <stdin>:1: 알 수 없는 자극이나 명령 'tpa-icon'; 'tap-icon'을(를) 뜻했는가?",
                "error: <stdin>:1: unknown stimulus or command 'tpa-icon'; did you mean 'tap-icon'?"
            ),
            (
                ["simulate", "--script", "-"], "configure ios x\n",
                "오류: 파일 <stdin>:1: 'ios'에는 13.0 같은 버전이(가) 필요하다",
                "error: <stdin>:1: 'ios' needs a version such as 13.0"
            ),
            (
                ["report", "--events", "-", "--out", "/nonexistent/report"], "",
                "오류: --out 경로 /nonexistent/report: 상위 폴더 /nonexistent가 없다. 먼저 만들거나 다른 --out 폴더를 고른다",
                "error: --out /nonexistent/report: its parent folder /nonexistent does not exist; create it first or choose another --out folder"
            ),
            (
                ["rules", "--category", "lunch"], "",
                "오류: --category 'lunch'은(는) 카탈로그의 범주가 아니다; 'launch'을(를) 뜻했는가?",
                "error: --category 'lunch' is not a category of the catalog; did you mean 'launch'?"
            ),
        ])
    func transcripts(arguments: [String], input: String, korean: String, english: String) {
        let inKorean = KitTranscript.run(arguments + ["--lang", "ko"], input: input)
        let inEnglish = KitTranscript.run(arguments, input: input)
        #expect(inKorean.transcript.errors.first == korean)
        #expect(inEnglish.transcript.errors.first == english)
        #expect(inKorean.status == inEnglish.status)
    }

    @Test("an empty event stream is refused in Korean, naming the file")
    func emptyEventStream() throws {
        let folder = try ScratchFolder()
        defer { folder.remove() }
        let out = folder.url.appendingPathComponent("report").path
        let (status, transcript) = KitTranscript.run(["report", "--events", "-", "--out", out, "--lang", "ko"])
        #expect(status == .couldNotComplete)
        #expect(transcript.errors.first?.hasPrefix("오류: <stdin>: 빈 이벤트 스트림: 레코드가 없다") == true)
    }
}
