import LifecycleCommandLine
import Testing

/// With `--lang ko` the commands' own errors are Korean, with the same exit status as in
/// English; without it the English lines are unchanged.
@Suite("Korean command errors: each command's own mistakes in the user's language")
struct KoreanCommandErrorTests {
    @Test(
        "a command's own error is Korean with --lang ko, English without, and exits alike",
        arguments: [
            (
                ["check", "--case", "LAUNCH-01"],
                "오류: --case 'LAUNCH-01'은(는) 키트의 케이스가 아니다; 'LAUNCH-001'을(를) 뜻했는가?",
                "error: --case 'LAUNCH-01' is not a case of the kit; did you mean 'LAUNCH-001'?"
            ),
            (
                ["simulate", "--step"],
                "오류: --step은 스크립트를 한 단계씩 멈춘다. --script FILE도 주거나 --step을 뺀다",
                "error: --step pauses a script; give --script FILE as well, or leave --step out"
            ),
            (
                ["explore", "--adapter", "broken-never-inactive", "--depth", "2", "--seed", "4"],
                "오류: --steps와 --seed는 무작위 걷기에 쓰는 옵션이다. --walk를 더한다",
                "error: --steps and --seed belong to the random walk; add --walk"
            ),
            (
                ["rules", "--spec", "/nonexistent/lifecycle-kit-spec"],
                "오류: --spec '/nonexistent/lifecycle-kit-spec': 그런 폴더가 없다",
                "error: --spec '/nonexistent/lifecycle-kit-spec': no such folder"
            ),
            (
                ["check", "--out", "."],
                "오류: --out 경로 .: 현재 폴더를 가리키는데, 이 폴더에는 사용자의 파일이 있다. --out에는 전용 폴더를 준다(예: --out conformance-report)",
                "error: --out .: names the current folder, which holds your files; give --out a folder of its own, e.g. --out conformance-report"
            ),
        ])
    func koreanAndEnglish(arguments: [String], korean: String, english: String) {
        let inKorean = KitTranscript.run(arguments + ["--lang", "ko"])
        let inEnglish = KitTranscript.run(arguments)
        #expect(inKorean.transcript.errors.first == korean)
        #expect(inEnglish.transcript.errors.first == english)
        #expect(inKorean.status == inEnglish.status)
        #expect(inKorean.status == .usage)
    }
}
