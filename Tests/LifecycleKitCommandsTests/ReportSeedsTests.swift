import Foundation
import LifecycleReport
import LifecycleSpec
import LifecycleText
import Testing

@Suite("The report quotes a failed rule's original passage from the user's copy (--seeds), and says how to give one without it")
struct ReportSeedsTests {
    /// The fixture's catalog and a report in which its one rule, DEMO-001, failed.
    /// The report draws the transition table, which the fixture catalog adds here, empty.
    static func failedReport(_ fixture: SeedsCommandFixture) throws -> (Catalog, ConformanceReport) {
        let transitions = #"{ "table": "transitions", "description": "No transitions.", "rows": [] }"#
        try Data(transitions.utf8).write(to: URL(fileURLWithPath: fixture.spec).appendingPathComponent("tables/transitions.json"))
        let catalog = try CatalogLoader(root: URL(fileURLWithPath: fixture.spec, isDirectory: true)).load()
        let test = TestEntry(id: "DEMO-CASE", name: "a notice is shown", suite: "Demo", ruleIDs: ["DEMO-001"], status: .failed, messages: ["not shown"])
        let implementation = ImplementationInfo(name: "demo", version: "1", adapter: "demo", capabilities: nil)
        return (catalog, try ReportBuilder(catalog: catalog).build(tests: [test], implementation: implementation, origin: "event-stream"))
    }

    static func files(_ report: ConformanceReport, _ options: ReportOptions) throws -> (html: String, markdown: String) {
        let files = try ReportFiles.render(report, options: options)
        let text = { (name: String) in String(decoding: files.first { $0.name == name }?.data ?? Data(), as: UTF8.self) }
        return (text("index.html"), text("report.md"))
    }

    @Test("with the fixture copy, index.html and report.md quote the rule's line under its heading, naming the file and line")
    func quotesTheFixturePassage() throws {
        let fixture = try SeedsCommandFixture()
        defer { fixture.remove() }
        let (catalog, report) = try Self.failedReport(fixture)
        let options = ReportOptions(language: .korean, catalog: catalog, seeds: try SeedLibrary.open(folder: fixture.seeds))
        let (html, markdown) = try Self.files(report, options)
        let line = "앱은 알림을 받으면 화면 위쪽에 짧게 보여 준다."
        #expect(html.contains("<blockquote class=\"passage\"><span class=\"passage-label\">원문 구절</span> <cite>demo.txt 3행, 2번째 줄의 제목 아래</cite>"))
        #expect(html.contains("<strong>알림 받기</strong><br>\(line)</blockquote>"))
        #expect(html.components(separatedBy: line).count - 1 == 2, "once beside the failed rule, once in its entry of the rule list")
        // report.md escapes what Markdown would read as markup (a full stop after a word, a colon).
        #expect(markdown.contains(#"> **원문 구절** (demo\.txt 3행, 2번째 줄의 제목 아래): 알림 받기 — 앱은 알림을 받으면 화면 위쪽에 짧게 보여 준다\."#))
        #expect(!html.contains("seeds-how-to") && !markdown.contains("--seeds DIR"), "nothing says how to give a copy when one was given")
    }

    @Test("a copy of another edition is named, never quoted")
    func anotherEditionIsNotQuoted() throws {
        let fixture = try SeedsCommandFixture(fingerprint: "000000000000")
        defer { fixture.remove() }
        let (catalog, report) = try Self.failedReport(fixture)
        let options = ReportOptions(language: .english, catalog: catalog, seeds: try SeedLibrary.open(folder: fixture.seeds))
        let (html, markdown) = try Self.files(report, options)
        #expect(!html.contains("앱은 알림을 받으면") && !markdown.contains("앱은 알림을 받으면"))
        #expect(
            html.contains(
                "<p class=\"passage warning\"><span class=\"passage-label\">Original passage</span> Not quoted: this copy looks like a different edition"))
        #expect(markdown.contains(#"> **Original passage**: Not quoted\: this copy looks like a different edition\: demo\.txt line 2"#))
    }

    @Test("a copy without the document: a failed rule says why it is not quoted, a passing rule says nothing")
    func missingDocument() throws {
        let fixture = try SeedsCommandFixture(document: nil)
        defer { fixture.remove() }
        let (catalog, failed) = try Self.failedReport(fixture)
        let seeds = try SeedLibrary.open(folder: fixture.seeds)
        let (failedHTML, _) = try Self.files(failed, ReportOptions(language: .english, catalog: catalog, seeds: seeds))
        #expect(failedHTML.components(separatedBy: "<p class=\"passage warning\">").count - 1 == 2, "beside the failed rule and in its entry")
        #expect(failedHTML.contains("Not quoted: ") && failedHTML.contains("demo.txt: no such file"))
        let passing = TestEntry(id: "DEMO-CASE", name: "a notice is shown", suite: "Demo", ruleIDs: ["DEMO-001"], status: .passed)
        let implementation = ImplementationInfo(name: "demo", version: "1", adapter: "demo", capabilities: nil)
        let passed = try ReportBuilder(catalog: catalog).build(tests: [passing], implementation: implementation, origin: "event-stream")
        let (passedHTML, _) = try Self.files(passed, ReportOptions(language: .english, catalog: catalog, seeds: seeds))
        #expect(passed.failedRules.isEmpty)
        #expect(!passedHTML.contains("class=\"passage"))
    }

    @Test("without a copy nothing is quoted, and each file says once how to give one")
    func withoutCopy() throws {
        let fixture = try SeedsCommandFixture()
        defer { fixture.remove() }
        let (catalog, report) = try Self.failedReport(fixture)
        let (html, markdown) = try Self.files(report, ReportOptions(language: .english, catalog: catalog, seeds: nil))
        let howTo = Words.english("passage.how-to")
        #expect(howTo.contains("--seeds DIR") && howTo.contains("LIFECYCLE_KIT_SEEDS"))
        #expect(html.components(separatedBy: howTo).count - 1 == 1)
        #expect(markdown.components(separatedBy: howTo).count - 1 == 1)
        #expect(!html.contains("앱은 알림을 받으면") && !html.contains("class=\"passage"))
    }
}
