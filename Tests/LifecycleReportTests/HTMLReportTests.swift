import Foundation
import LifecycleReport
import LifecycleSpec
import Testing

@Suite("index.html is one self-contained page")
struct HTMLReportTests {
    static func page(_ catalog: Catalog) throws -> String {
        let files = try ReportFiles.render(Fixtures.fixtureReport(catalog))
        let html = try #require(files.first { $0.name == "index.html" })
        return String(decoding: html.data, as: UTF8.self)
    }

    @Test("nothing is fetched: no remote src or href, no external style sheet or script")
    func selfContained() throws {
        let html = try Self.page(#require(Fixtures.catalog))
        let remote = try Regex(#"(?i)(src|href)\s*=\s*["']?\s*(https?:)?//"#)
        #expect(html.firstMatch(of: remote) == nil)
        #expect(!html.contains("<link"))
        #expect(!html.contains("<script src"))
        #expect(!html.contains("@import"))
        #expect(html.contains("<style>"))
        #expect(html.contains("<script>"))
    }

    @Test("the verdict comes first, then the diagram, the coverage table and the rules")
    func content() throws {
        let catalog = try #require(Fixtures.catalog)
        let html = try Self.page(catalog)
        let verdict = try #require(html.range(of: "does-not-conform"))
        let sections = try #require(html.range(of: "Coverage per section"))
        let rules = try #require(html.range(of: "id=\"rules\""))
        let svg = try #require(html.range(of: "<svg"))
        #expect(verdict.lowerBound < svg.lowerBound && svg.lowerBound < sections.lowerBound && sections.lowerBound < rules.lowerBound)
        #expect(html.components(separatedBy: "<details class=\"rule\"").count - 1 == catalog.rules.count)
        for id in ["f-level", "f-category", "f-status"] { #expect(html.contains("id=\"\(id)\"")) }
        #expect(html.contains("&gt;&gt; willFinishLaunching@inactive"))
    }

    @Test("the diagram draws the five states and one arrow per distinct from-to pair of the transition table")
    func diagram() throws {
        let catalog = try #require(Fixtures.catalog)
        let html = try Self.page(catalog)
        let table = try #require(catalog.table("transitions"))
        let pairs = Set(table.rows.map { "\($0.columns["from"]?.description ?? "")>\($0.columns["to"]?.description ?? "")" })
        #expect(html.components(separatedBy: "<g class=\"edge\">").count - 1 == pairs.count)
        for state in ["not-running", "inactive", "active", "background", "suspended"] {
            #expect(html.contains("<g class=\"state state-\(state)\">"))
        }
        let markdown = MarkdownCheck.text(try ReportFiles.render(Fixtures.fixtureReport(catalog)))
        #expect(markdown.contains("```mermaid\nstateDiagram-v2"))
        #expect(markdown.components(separatedBy: " --> ").count - 1 == pairs.count)
    }
}

enum MarkdownCheck {
    static func text(_ files: [(name: String, data: Data)]) -> String {
        files.first { $0.name == "report.md" }.map { String(decoding: $0.data, as: UTF8.self) } ?? ""
    }
}
