import Foundation
import LifecycleConformance
import LifecycleReport
import LifecycleSpec
import Testing

@Suite("--compare: implementations × rules, grouped by section")
struct ComparisonMatrixTests {
    static func reports(_ catalog: Catalog) throws -> [(file: String, report: ConformanceReport)] {
        let all = TestEntry(id: "A-1", name: "[STATES-039, STATES-043] one", suite: "s", ruleIDs: ["STATES-039", "STATES-043"], status: .passed)
        let oneFails = TestEntry(
            id: "A-1", name: "[STATES-039, STATES-043] one", suite: "s", ruleIDs: ["STATES-039", "STATES-043"], failedRuleIDs: ["STATES-043"],
            status: .failed, messages: ["no"])
        return [
            ("a/report.json", try BaselineComparisonTests.report(catalog, [all], name: "alpha")),
            ("b/report.json", try BaselineComparisonTests.report(catalog, [oneFails], name: "beta")),
            ("c/report.json", try BaselineComparisonTests.report(catalog, [all], name: "gamma")),
        ]
    }

    @Test("one column per report, one row per rule with its status in each, disagreements first in their section")
    func matrix() throws {
        let catalog = try #require(Fixtures.catalog)
        let matrix = ComparisonMatrix(reports: try Self.reports(catalog))
        #expect(matrix.columns.map(\.implementation.name) == ["alpha", "beta", "gamma"])
        #expect(matrix.ruleCount == catalog.rules.count)
        #expect(matrix.disagreements == 1, "beta fails STATES-043; STATES-039, whose check held in the failing case, passes as elsewhere")
        #expect(matrix.warnings.isEmpty)
        let section = try #require(catalog.rule("STATES-043")?.sectionID)
        #expect(catalog.rule("STATES-039")?.sectionID == section)
        let group = try #require(matrix.groups.first { $0.section == section })
        #expect(group.rows.first?.rule == "STATES-043", "the disagreement comes first")
        #expect(group.rows.first?.statuses == [.passed, .failed, .passed])
        #expect(group.rows.dropFirst().allSatisfy { !$0.disagrees })
        #expect(group.rows.first { $0.rule == "STATES-039" }?.statuses == [.passed, .passed, .passed])
        #expect(group.disagreements == 1)
        let ownRules = catalog.rules(inSection: section).map(\.id)
        #expect(Set(group.rows.map(\.rule)) == Set(ownRules))
        let automated = catalog.rules(inSection: section).filter { $0.testability == .automated }.count
        #expect(group.passed == [2, 1, 2])
        #expect(group.judged == [automated, automated, automated], "untested automated rules are judged too")
    }

    @Test("reports judged against different catalogs are compared with a warning")
    func differentCatalogs() throws {
        let catalog = try #require(Fixtures.catalog)
        var reports = try Self.reports(catalog)
        reports[2].report.catalogHash = String(repeating: "b", count: 64)
        let matrix = ComparisonMatrix(reports: reports)
        #expect(matrix.warnings.count == 1)
        #expect(matrix.warnings.first?.hasPrefix("the reports were judged against 2 different catalogs (a/report.json ") == true)
    }

    @Test("the page, the Markdown summary and comparison.json are written with the report folder rules")
    func written() throws {
        let catalog = try #require(Fixtures.catalog)
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        var paths: [String] = []
        for (file, report) in try Self.reports(catalog) {
            let url = folder.url.appendingPathComponent(file.replacingOccurrences(of: "/", with: "-"))
            try #require(try ReportFiles.render(report).first { $0.name == "report.json" }).data.write(to: url)
            paths.append(url.path)
        }
        let out = folder.url.appendingPathComponent("comparison")
        var timing = ReportTiming()
        let matrix = try ComparisonJob(reports: paths, output: out).run(timing: &timing)
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(written == [".lifecycle-kit-report.json", "comparison.json", "index.html", "report.md"])
        let json = try JSONDecoder().decode(ComparisonMatrix.self, from: Data(contentsOf: out.appendingPathComponent("comparison.json")))
        #expect(json == matrix)
        let html = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<input type=\"checkbox\" id=\"only-disagreements\">"))
        #expect(html.contains("<tr id=\"STATES-043\" class=\"disagree\">"))
        #expect(html.components(separatedBy: "class=\"disagree\"><td><code>≠ ").count - 1 == 1)
        let markdown = try String(contentsOf: out.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(markdown.contains("| section | rules | ≠ | alpha 1 | beta 1 | gamma 1 |"))
        #expect(markdown.contains("| [`STATES-043`](index.html#STATES-043) | passed | failed | passed |"))
    }

    @Test("in Korean: headings, columns, statuses and each rule's Korean statement; comparison.json stays English")
    func korean() throws {
        let catalog = try #require(Fixtures.catalog)
        let matrix = ComparisonMatrix(reports: try Self.reports(catalog))
        let statements = ["STATES-043": "한국어 진술문 보기"]
        let files = try ComparisonJob.render(matrix, options: ReportOptions(language: .korean, statements: statements))
        let text = { (name: String) in String(decoding: files.first { $0.name == name }?.data ?? Data(), as: UTF8.self) }
        let markdown = text("report.md")
        #expect(markdown.hasPrefix("# LifecycleKit 비교: 구현 3개, 규칙 "))
        #expect(markdown.contains("| 절 | 규칙 | ≠ | alpha 1 | beta 1 | gamma 1 |"))
        #expect(markdown.contains("| [`STATES-043`](index.html#STATES-043) | 통과 | 실패 | 통과 |"))
        let html = text("index.html")
        #expect(html.contains("<html lang=\"ko\">") && html.contains("구현끼리 결과가 갈리는 규칙만 보기"))
        #expect(html.contains("한국어 진술문 보기 <span class=\"english\" lang=\"en\">"), "the Korean statement with the English beside it")
        #expect(!text("comparison.json").contains("통과"), "comparison.json is data and stays English")
    }

    @Test("a file that is not a report stops the comparison before anything is written")
    func notAReport() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let bad = try folder.file("notes.json", "{\"notes\": true}")
        let out = folder.url.appendingPathComponent("comparison")
        var timing = ReportTiming()
        #expect(
            throws: ReportError(
                "the report to compare \(bad.path): is not a LifecycleKit report: it has no field 'schemaVersion'; "
                    + "give the report.json that lifecycle-kit check or report wrote")
        ) {
            try ComparisonJob(reports: [bad.path, bad.path], output: out).run(timing: &timing)
        }
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
