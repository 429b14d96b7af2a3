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

    @Test("one inline SVG per configuration drawn, each with the five states and its own arrow markers; failing arrows are marked")
    func diagrams() throws {
        let catalog = try #require(Fixtures.catalog)
        let report = try Fixtures.fixtureReport(catalog)
        let html = try Self.page(catalog)
        #expect(report.stateDiagrams.map { $0.variant?.name } == ["default", "scenes", "opted-out", "no-multitasking"])
        #expect(html.components(separatedBy: "<svg class=\"diagram\"").count - 1 == report.stateDiagrams.count)
        let edges = report.stateDiagrams.map(\.edges.count).reduce(0, +)
        #expect(html.components(separatedBy: "<g class=\"edge").count - 1 == edges)
        let failing = report.stateDiagrams.map { $0.edges.count(where: \.isFailing) }.reduce(0, +)
        #expect(failing > 0, "the fixture fails STATES-034, which transition rows cite")
        #expect(html.components(separatedBy: "<g class=\"edge failing\">").count - 1 == failing)
        for state in ["not-running", "inactive", "active", "background", "suspended"] {
            #expect(html.components(separatedBy: "<g class=\"state state-\(state)\">").count - 1 == report.stateDiagrams.count)
        }
        for name in ["default", "scenes", "opted-out", "no-multitasking"] {
            #expect(html.contains("<marker id=\"arrow-\(name)\""))
            #expect(html.contains("<marker id=\"arrow-fail-\(name)\""))
        }
    }

    @Test("report.md has no Mermaid diagram unless asked, then one per configuration")
    func markdownDiagramIsOptional() throws {
        let catalog = try #require(Fixtures.catalog)
        let report = try Fixtures.fixtureReport(catalog)
        #expect(!MarkdownCheck.text(try ReportFiles.render(report)).contains("```mermaid"))
        let withDiagram = MarkdownCheck.text(try ReportFiles.render(report, options: ReportOptions(markdownDiagram: true)))
        #expect(withDiagram.components(separatedBy: "```mermaid\nstateDiagram-v2").count - 1 == report.stateDiagrams.count)
        let moves = report.stateDiagrams.map(\.edges.count).reduce(0, +)
        #expect(withDiagram.components(separatedBy: " --> ").count - 1 == moves)
    }
}

enum MarkdownCheck {
    static func text(_ files: [(name: String, data: Data)]) -> String {
        files.first { $0.name == "report.md" }.map { String(decoding: $0.data, as: UTF8.self) } ?? ""
    }
}
