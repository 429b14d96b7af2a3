import Foundation
import LifecycleReport
import LifecycleSpec
import Testing

@Suite("A rule's translation note travels into report.json and index.html")
struct TranslationNoteReportTests {
    @Test("the rule entry carries the catalog's note, report.json keeps it, and a rule without one has none")
    func noteInReportJSON() throws {
        let catalog = try #require(Fixtures.catalog)
        let note = try #require(catalog.rule("APG-245")?.translationNote)
        let report = try Fixtures.fixtureReport(catalog)
        #expect(report.rules.first { $0.id == "APG-245" }?.translationNote == note)
        #expect(report.rules.first { $0.id == "STATES-001" }?.translationNote == nil)
        let json = try #require(try ReportFiles.render(report).first { $0.name == "report.json" })
        let decoded = try JSONDecoder().decode(ConformanceReport.self, from: json.data)
        #expect(decoded.rules.first { $0.id == "APG-245" }?.translationNote == note)
        #expect(decoded.rules.filter { $0.translationNote != nil }.count == catalog.rules.filter { $0.translationNote != nil }.count)
    }

    @Test("index.html shows the note under its rule only")
    func noteInHTML() throws {
        let catalog = try #require(Fixtures.catalog)
        let html = try HTMLReportTests.page(catalog)
        let start = try #require(html.range(of: "id=\"APG-245\""))
        let end = try #require(html.range(of: "</details>", range: start.upperBound..<html.endIndex))
        let entry = html[start.lowerBound..<end.lowerBound]
        #expect(entry.contains("<p class=\"translation-note\">Translation note (misspelling): the translation names the proximity notification"))
        #expect(entry.contains("UIDeviceProximityStateDidChangeNotification"))
        let plain = try #require(html.range(of: "id=\"STATES-001\""))
        let plainEnd = try #require(html.range(of: "</details>", range: plain.upperBound..<html.endIndex))
        #expect(!html[plain.lowerBound..<plainEnd.lowerBound].contains("translation-note"))
    }
}
