import Foundation
import LifecycleConformance
import LifecycleReport
import LifecycleSpec
import Testing

@Suite("Statuses that look different, code spans that never inject, headlines without a dangling colon")
struct ReadingTests {
    static func page(_ report: ConformanceReport) throws -> String {
        String(decoding: try #require(try ReportFiles.render(report).first { $0.name == "index.html" }).data, as: UTF8.self)
    }

    /// The declaration block of a CSS class in the page's style sheet.
    static func rule(_ selector: String, in html: String) throws -> String {
        let start = try #require(html.range(of: "." + selector + " {"))
        let end = try #require(html.range(of: "}", range: start.upperBound..<html.endIndex))
        return String(html[start.upperBound..<end.lowerBound])
    }

    @Test("manual, attested pass, attested fail, untested and not applicable each have their own words, symbol, colours and border")
    func distinctStatuses() throws {
        let catalog = try #require(Fixtures.catalog)
        let html = try Self.page(Fixtures.fixtureReport(catalog))
        let statuses: [RuleStatus] = [.manual, .attestedPass, .attestedFail, .untested, .notApplicable]
        var looks: [String] = []
        for status in statuses {
            let declaration = try Self.rule("status-\(status.rawValue)", in: html)
            #expect(declaration.contains("background"), "\(status)")
            #expect(declaration.contains("border") || declaration.contains("text-decoration"), "\(status) differs in shape, not only colour")
            looks.append(declaration)
        }
        #expect(Set(looks).count == statuses.count, "no two statuses look the same")
        let badges = [
            ("manual", "?", "manual, unreviewed"), ("attested-pass", "✓", "attested pass"), ("attested-fail", "✗", "attested fail"),
            ("untested", "○", "untested"), ("not-applicable", "⊘", "not applicable"),
        ]
        for (status, symbol, words) in badges {
            #expect(html.contains("<span class=\"badge status-\(status)\"><span aria-hidden=\"true\">\(symbol)</span> \(words)</span>"), "\(status)")
        }
    }

    @Test("backticks become code spans after escaping; markup in a statement stays text")
    func codeSpans() throws {
        let catalog = try #require(Fixtures.catalog)
        var report = try Fixtures.fixtureReport(catalog)
        let index = try #require(report.rules.firstIndex { $0.id == "STATES-034" })
        report.rules[index].statement = "Call `applicationWillResignActive:` then <script>alert(1)</script> and `a<b>` but not ` alone"
        let html = try Self.page(report)
        #expect(
            html.contains(
                "Call <code>applicationWillResignActive:</code> then &lt;script&gt;alert(1)&lt;/script&gt; and <code>a&lt;b&gt;</code> but not ` alone"))
        #expect(!html.contains("<script>alert"))
        let markdown = MarkdownCheck.text(try ReportFiles.render(report))
        #expect(markdown.contains("Call `applicationWillResignActive:` then"))
    }

    @Test("the level table puts a status badge on every number, so it reads as cards of badges on a narrow screen")
    func levelTableLabels() throws {
        let catalog = try #require(Fixtures.catalog)
        let html = try Self.page(Fixtures.fixtureReport(catalog))
        let start = try #require(html.range(of: "<table class=\"levels\">"))
        let end = try #require(html.range(of: "</table>", range: start.upperBound..<html.endIndex))
        let table = html[start.upperBound..<end.lowerBound]
        #expect(table.components(separatedBy: "<td ").count - 1 == 5 * 9)
        #expect(table.components(separatedBy: "<span class=\"cell-label\">").count - 1 == 5 * 9)
        #expect(table.components(separatedBy: "<span class=\"cell-label\"><span class=\"badge status-attested-fail\">").count - 1 == 5)
        #expect(html.contains("@media (max-width: 700px)"))
    }

    @Test("a junit failure message joins the check and the first line of its diff, and never ends in a colon")
    func junitHeadline() throws {
        let catalog = try #require(Fixtures.catalog)
        let xml = String(decoding: try #require(try ReportFiles.render(FailingRun.report(catalog)).first { $0.name == "junit.xml" }).data, as: UTF8.self)
        #expect(
            xml.contains(
                "<failure message=\"check &apos;applicationState reads inactive inside both launch methods&apos; failed: expected "
                    + "&apos;willFinishLaunching@inactive&apos; but it was not observed\""))
        let headlines = xml.components(separatedBy: "<failure message=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(!headlines.isEmpty)
        #expect(headlines.allSatisfy { !$0.hasSuffix(":") })
        let streamXML = String(
            decoding: try #require(try ReportFiles.render(Fixtures.fixtureReport(catalog)).first { $0.name == "junit.xml" }).data, as: UTF8.self)
        let streamHeadlines = streamXML.components(separatedBy: "<failure message=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(streamHeadlines.allSatisfy { !$0.hasSuffix(":") })
    }
}
