import Foundation
import LifecycleReport
import LifecycleSpec
import Testing

@Suite("Names from outside the kit show as typed in report.md, never as markup")
struct MarkdownEscapingTests {
    @Test("an implementation name full of Markdown and HTML is escaped, kept on one line and cut short")
    func hostileImplementationName() throws {
        let catalog = try #require(Fixtures.catalog)
        let tests = try EventStreamImport(catalog: catalog).tests(data: Data(EventStreamFixture.text.utf8), fileName: "events.jsonl")
        let hostile = "evil`](javascript:alert(1)) <img src=x onerror=alert(1)>\n# heading *bold* |cell|" + String(repeating: "x", count: 500)
        let implementation = ImplementationInfo(name: hostile, version: "1.0<script>", adapter: "a_b", capabilities: nil)
        let report = try ReportBuilder(catalog: catalog).build(tests: tests, implementation: implementation, origin: "event-stream")
        let files = try ReportFiles.render(report)
        let markdown = String(decoding: try #require(files.first { $0.name == "report.md" }).data, as: UTF8.self)
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("# ❌ evil\\`\\]\\(javascript\\:alert\\(1\\)\\) &lt;img src\\=x onerror\\=alert\\(1\\)\\> \\# heading \\*bold\\* \\|cell\\|"))
        #expect(!markdown.contains("<img"))
        #expect(!markdown.contains("<script>"))
        #expect(!markdown.contains("\n# heading"), "a newline in the name does not start a heading")
        #expect(lines[0].contains("more characters)"), "a long name is cut")
        #expect(markdown.contains("adapter a\\_b;"))
    }
}
