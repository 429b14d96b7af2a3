import Foundation
import LifecycleReport
import LifecycleSpec
import LifecycleText
import Testing

@Suite("index.html and report.md in Korean: headings, verdict, statuses and each rule's Korean statement beside the English")
struct KoreanReportTests {
    static func files(_ report: ConformanceReport, _ options: ReportOptions) throws -> [String: String] {
        let files = try ReportFiles.render(report, options: options)
        return Dictionary(uniqueKeysWithValues: files.map { ($0.name, String(decoding: $0.data, as: UTF8.self)) })
    }

    /// A failed rule of the fixture report and its Korean statement.
    static func failedRule(_ report: ConformanceReport, _ catalog: Catalog) throws -> (RuleEntry, String) {
        let entry = try #require(report.failedRules.first)
        let korean = catalog.statement(of: try #require(catalog.rule(entry.id)), in: .korean)
        #expect(korean != entry.statement, "the catalog translates \(entry.id)")
        return (entry, korean)
    }

    @Test("index.html is marked lang=ko and carries the Korean headings, verdict, level and status names")
    func koreanHTML() throws {
        let catalog = try #require(Fixtures.catalog)
        let report = try Fixtures.fixtureReport(catalog)
        let html = try #require(try Self.files(report, ReportOptions(language: .korean, catalog: catalog, seeds: nil))["index.html"])
        #expect(html.contains("<html lang=\"ko\">"))
        #expect(html.contains("<title>LifecycleKit 적합성 보고서: my-adapter</title>"))
        #expect(html.contains("<div class=\"big\">부적합: my-adapter</div>"))
        for heading in ["수준별 규칙", "상태 전이", "절별 커버리지", "<h2 id=\"rules\">규칙</h2>"] { #expect(html.contains(heading), "\(heading)") }
        #expect(html.contains("<h2 id=\"failures\">실패: "))
        for status in ["✓</span> 통과", "✗</span> 실패", "○</span> 테스트 안 됨", "?</span> 수동, 미검토"] { #expect(html.contains(status), "\(status)") }
        #expect(html.contains("<th scope=\"row\" class=\"level\">필수</th>"))
        #expect(html.contains("<button id=\"f-reset\" type=\"button\">초기화</button>"))
        #expect(html.contains("data-template=\"규칙 {total}개 중 {shown}개 표시\""))
        #expect(!html.contains("Rules per level") && !html.contains("Coverage per section"))
    }

    @Test("a failed rule's Korean statement stands in index.html and report.md, with the English beside it, small and muted")
    func koreanStatement() throws {
        let catalog = try #require(Fixtures.catalog)
        let report = try Fixtures.fixtureReport(catalog)
        let (rule, korean) = try Self.failedRule(report, catalog)
        let files = try Self.files(report, ReportOptions(language: .korean, catalog: catalog, seeds: nil))
        let html = try #require(files["index.html"])
        let markdown = try #require(files["report.md"])
        let (koreanStart, englishStart) = (StatementProbe.plain(korean), StatementProbe.plain(rule.statement))
        #expect(koreanStart.count >= 8 && englishStart.count >= 8, "statements long enough to find: \(rule.id)")
        let row = try #require(html.components(separatedBy: "\n").first { $0.hasPrefix("<tr><td><a href=\"#\(rule.id)\">") })
        #expect(row.contains("<td class=\"block\">\(koreanStart)"), "the Korean statement leads the failed rule's row")
        #expect(row.contains("<span class=\"english\" lang=\"en\">\(englishStart)"), "the English statement follows it")
        #expect(html.contains("<p class=\"english\" lang=\"en\">영어 진술문: \(englishStart)"))
        let line = try #require(markdown.components(separatedBy: "\n").first { $0.hasPrefix("- [`\(rule.id)`]") })
        #expect(line.contains(": \(koreanStart)") && line.contains("<sub>\(englishStart)"))
    }

    @Test("report.md in Korean: verdict heading, table heads and status names; report.json records ko and stays English")
    func koreanMarkdownAndJSON() throws {
        let catalog = try #require(Fixtures.catalog)
        let report = try Fixtures.fixtureReport(catalog)
        let files = try Self.files(report, ReportOptions(language: .korean, catalog: catalog, seeds: nil))
        let markdown = try #require(files["report.md"])
        #expect(markdown.hasPrefix("# ❌ my\\-adapter의 판정: 부적합\n"))
        #expect(markdown.contains("**판정: `does-not-conform`**"))
        #expect(markdown.contains("| 수준 | 규칙 | 통과 | 실패 | 테스트 안 됨 | 해당 없음 | 확인서 통과 | 확인서 실패 | 수동, 미검토 | 참고 |"))
        #expect(markdown.contains("| 필수 | "))
        let jsonText = try #require(files["report.json"])
        let json = try #require(try JSONSerialization.jsonObject(with: Data(jsonText.utf8)) as? [String: Any])
        #expect(json["language"] as? String == "ko")
        let junit = try #require(files["junit.xml"])
        let (_, korean) = try Self.failedRule(report, catalog)
        #expect(!junit.contains(StatementProbe.plain(korean)) && !junit.contains("통과") && !junit.contains("실패"), "junit.xml is not translated")
        let rules = try #require(json["rules"] as? [[String: Any]])
        #expect(rules.first { $0["id"] as? String == report.failedRules.first?.id }?["status"] as? String == "failed")
    }

    @Test("English stays the default: lang=en, English headings, no Korean statement, report.json records en")
    func englishDefault() throws {
        let catalog = try #require(Fixtures.catalog)
        let report = try Fixtures.fixtureReport(catalog)
        let (_, korean) = try Self.failedRule(report, catalog)
        for options in [ReportOptions(), ReportOptions(language: .english, catalog: catalog, seeds: nil)] {
            let files = try Self.files(report, options)
            let html = try #require(files["index.html"])
            #expect(
                html.contains("<html lang=\"en\">") && html.contains("Rules per level")
                    && html.contains("<div class=\"big\">Does not conform: my-adapter</div>"))
            #expect(!html.contains(StatementProbe.plain(korean)) && !html.contains("class=\"english\""))
            #expect(try #require(files["report.md"]).hasPrefix("# ❌ my\\-adapter does not conform\n"))
            #expect(try #require(files["report.json"]).contains("\"language\" : \"en\""))
        }
    }

    @Test("the console summary in Korean: verdict, counts per level with Korean level and status names, where the report went")
    func koreanConsole() throws {
        let catalog = try #require(Fixtures.catalog)
        let report = try Fixtures.fixtureReport(catalog)
        let lines = report.consoleSummary(writtenTo: "out", words: Words(.korean))
        #expect(lines.first?.hasPrefix("my-adapter 0.1: 부적합 — 테스트 ") == true)
        #expect(lines.contains { $0.hasPrefix("  필수: 통과 ") && $0.contains("실패 ") })
        #expect(lines.contains { $0.hasPrefix("  실패한 규칙: ") })
        #expect(lines.last == "보고서를 out/에 썼다 (report.json, report.md, index.html, junit.xml)")
        let english = report.consoleSummary(writtenTo: "out")
        #expect(english.first?.hasPrefix("my-adapter 0.1: does not conform — ") == true)
        #expect(english.last == "report written to out/ (report.json, report.md, index.html, junit.xml)")
    }
}

/// The start of a statement up to its first character that markup escapes or turns into code,
/// so a test can find it in HTML and Markdown alike.
enum StatementProbe {
    static func plain(_ text: String) -> String {
        String(text.prefix { !"`<>&\"'|*_\\[]".contains($0) })
    }
}
