import Foundation
import LifecycleCommandLine
import LifecycleSpec
import LifecycleText
import LifecycleWorkshop
import Testing

/// `--lang ko` (or `LIFECYCLE_KIT_LANG=ko`) prints the simulator, `explain` and `rules` in
/// Korean, with each rule's Korean statement; the original passage comes from the user's copy.
@Suite("Korean output: the simulator, explain and rules with --lang ko")
struct KoreanOutputTests {
    static let catalog = try? CatalogLoader.loadBundled()

    static func korean(_ id: String) throws -> String {
        let catalog = try #require(Self.catalog)
        let rule = try #require(catalog.rule(id))
        return catalog.statement(of: rule, in: .korean)
    }

    @Test("simulate --lang ko: the banner, the observations, the state and the why lines are Korean, with each rule's Korean statement")
    func simulator() throws {
        let (status, transcript) = KitTranscript.run(["simulate", "--lang", "ko"], input: "tap-icon\nhome\nquit\n")
        #expect(status == .success)
        let output = transcript.output
        #expect(output.first?.hasPrefix("기준 시스템과 기준 앱을 시뮬레이션합니다: iOS 12.0; 앱 델리게이트만; 멀티태스킹;") == true)
        #expect(output.contains { $0.hasPrefix("원문 구절: --seeds DIR을 주면") }, "without a copy, the banner says how to give one")
        #expect(output.contains("  콜백      앱 델리게이트   application:willFinishLaunchingWithOptions:  (applicationState inactive)"))
        #expect(output.contains("  현재: active (applicationState active)"))
        #expect(output.contains("  이유:"))
        let statement = try Self.korean("STATES-028")
        let line = try #require(output.first { $0.contains("STATES-028") })
        #expect(line.contains(String(statement.prefix(20))), "the why line shows the Korean statement: \(line)")
        #expect(output.contains { $0.hasPrefix("  스냅샷    찍힘") })
        #expect(output.contains("  의무 (앱이 해 두었어야 하는 일과 실제로 했는지):"))
        #expect(!output.contains { $0.contains("why:") || $0.contains("now:") })
    }

    @Test("LIFECYCLE_KIT_LANG=ko speaks Korean; --lang en wins over it")
    func environment() {
        let korean = KitTranscript.run(["simulate"], input: "quit\n", environment: ["LIFECYCLE_KIT_LANG": "ko_KR.UTF-8"])
        #expect(korean.transcript.output.first?.hasPrefix("기준 시스템과") == true)
        let english = KitTranscript.run(["simulate", "--lang=en"], input: "quit\n", environment: ["LIFECYCLE_KIT_LANG": "ko"])
        #expect(english.transcript.output.first?.hasPrefix("simulating the reference system and app") == true)
    }

    @Test("an unknown language is a usage mistake naming where it came from")
    func unknownLanguage() {
        let option = KitTranscript.run(["rules", "--lang", "fr"])
        #expect(option.status == .usage)
        #expect(option.transcript.errors.first?.hasPrefix("error: --lang must be one of: en, ko; got 'fr'") == true)
        let variable = KitTranscript.run(["rules"], environment: ["LIFECYCLE_KIT_LANG": "klingon"])
        #expect(variable.status == .usage)
        #expect(variable.transcript.errors.first?.hasPrefix("error: LIFECYCLE_KIT_LANG must be one of: en, ko; got 'klingon'") == true)
        let missing = KitTranscript.run(["rules", "--lang"])
        #expect(missing.status == .usage)
        #expect(missing.transcript.errors.first == "error: --lang needs a value (LANGUAGE)")
    }

    @Test("explain --lang ko: the Korean statement, then the English one, then Korean labels")
    func explain() throws {
        let (status, transcript) = KitTranscript.run(["explain", "STATES-088", "--lang", "ko"], environment: ["LIFECYCLE_KIT_SEEDS": ""])
        #expect(status == .success)
        let catalog = try #require(Self.catalog)
        let english = try #require(catalog.rule("STATES-088")?.statement)
        #expect(Array(transcript.output.prefix(3)) == ["STATES-088", "  " + (try Self.korean("STATES-088")), "  영어: " + english])
        #expect(transcript.output.contains { $0.hasPrefix("수준:         필수 (근거: ") })
        #expect(transcript.output.contains("검사하는 케이스:"))
        #expect(transcript.output.last?.hasPrefix("원문 구절: 여기에 인용하려면 --seeds DIR을 준다") == true)
    }

    @Test("rules --lang ko lists Korean statements, --text matches the Korean or the English, and the count line is Korean")
    func rules() throws {
        let catalog = try #require(Self.catalog)
        let (status, transcript) = KitTranscript.run(["rules", "--lang", "ko", "--text", "스냅샷"])
        #expect(status == .success)
        let statements = transcript.output.filter { $0.hasPrefix("    ") }
        #expect(!statements.isEmpty && statements.allSatisfy { $0.contains("스냅샷") })
        #expect(transcript.output.last == "규칙 \(catalog.rules.count)개 중 \(statements.count)개")
        let english = KitTranscript.run(["rules", "--lang", "ko", "--text", "snapshot"]).transcript.output
        #expect(english.filter { $0.hasPrefix("    ") }.count >= statements.count / 2, "an English word still finds rules")
    }

    @Test("the original passage under a rule, quoted from a copy of the documents, in Korean labels")
    func originalPassage() throws {
        let fixture = try SeedsCommandFixture()
        defer { fixture.remove() }
        let catalog = try CatalogLoader(root: URL(fileURLWithPath: fixture.spec, isDirectory: true)).load()
        let notes = RuleNotes(catalog: catalog, words: Words(.korean), seeds: try SeedLibrary.open(folder: fixture.seeds))
        #expect(notes.original(of: "DEMO-001") == "원문 (demo.txt 3행): 앱은 알림을 받으면 화면 위쪽에 짧게 보여 준다.")
        #expect(RuleNotes(catalog: catalog, words: Words(.korean)).original(of: "DEMO-001") == nil)
        let (status, transcript) = KitTranscript.run(["explain", "DEMO-001", "--spec", fixture.spec, "--seeds", fixture.seeds, "--lang", "ko"])
        #expect(status == .success)
        #expect(
            Array(transcript.output.suffix(3)) == [
                "원문 구절: demo.txt 3행, 2행의 제목 아래", "  제목:       알림 받기", "  3행:     앱은 알림을 받으면 화면 위쪽에 짧게 보여 준다.",
            ])
    }

    @Test("help --lang ko prints Korean headings and exit statuses")
    func help() {
        let (status, transcript) = KitTranscript.run(["help", "simulate", "--lang", "ko"])
        #expect(status == .success)
        let text = transcript.output.joined(separator: "\n")
        #expect(text.hasPrefix("개요: "))
        #expect(text.contains("\n옵션:\n") && text.contains("\n종료 상태:\n") && text.contains("  0  성공: 적합, 결함 없음, 발견된 것 없음"))
    }
}
