import Foundation
import Testing

@Suite("check --lang ko prints its summary and failure explanations in Korean and writes the report in Korean")
struct KoreanCheckTests {
    @Test("a failing case: its title, configuration, checks, verdict, level counts and where the report went are Korean; ids stay English")
    func koreanCheck() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let out = scratch.url.appendingPathComponent("report").path
        let arguments = ["check", "--adapter", "broken-silent-interruption-end", "--case", "INTERRUPT-002", "--out", out, "--quiet", "--in-process"]
        let (status, transcript) = KitTranscript.run(arguments + ["--lang", "ko"])
        #expect(status == .negative)
        let output = transcript.output.joined(separator: "\n")
        #expect(
            output.contains("✗ INTERRUPT-002 전화를 거절하면 didBecomeActive와 함께 앱이 재활성화된다 — 어댑터 'broken-silent-interruption-end'"), "the case title is told in Korean"
        )
        #expect(output.contains("  검사 '전화를 거절하면 didBecomeActive가 호출되고 앱은 활성으로 끝난다' 실패 (InterruptCases.swift:"), "the check is told in Korean")
        #expect(output.contains("  구성: iOS 12.0; 앱 델리게이트만; 멀티태스킹;"), "the configuration is told in Korean")
        #expect(output.contains("    귀속 규칙:\n      STATES-082 사용자가 "))
        #expect(output.contains("  기준 모델에서 재현: lifecycle-kit cases INTERRUPT-002 --script | lifecycle-kit simulate --script -"))
        #expect(output.contains("  다시 실행: lifecycle-kit check --adapter broken-silent-interruption-end --case INTERRUPT-002"))
        #expect(output.contains("broken-silent-interruption-end 1.0: 부적합 — 케이스 1개, 실패 1개"))
        #expect(output.contains("  필수: 통과 "))
        #expect(output.contains("  실패한 규칙: "))
        #expect(output.contains("보고서를 \(out)/에 썼다 (report.json, report.md, index.html, junit.xml)"))
        #expect(!output.contains("charged to") && !output.contains("report written to"))
        let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(html.contains("<html lang=\"ko\">") && html.contains("부적합: broken-silent-interruption-end"))

        let (_, english) = KitTranscript.run(arguments)
        let englishOutput = english.output.joined(separator: "\n")
        #expect(englishOutput.contains("broken-silent-interruption-end 1.0: does not conform — 1 cases, 1 failed"))
        #expect(englishOutput.contains("    charged to:\n      STATES-082 Once the user dismisses"))
        #expect(englishOutput.contains("report written to \(out)/"))
    }

    @Test("check --seeds refuses a folder that does not exist before a case runs")
    func seedsFolderChecked() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let out = scratch.url.appendingPathComponent("report").path
        let (status, transcript) = KitTranscript.run(["check", "--seeds", "/nonexistent/seeds", "--case", "LAUNCH-001", "--out", out, "--lang", "ko"])
        #expect(status == .usage)
        #expect(transcript.errors.first == "오류: --seeds 경로 '/nonexistent/seeds': 그런 폴더가 없다. 원문 문서 사본이 있는 폴더를 준다")
        #expect(transcript.output.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out), "nothing was written")
    }
}
