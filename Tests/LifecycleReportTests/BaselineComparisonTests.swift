import Foundation
import LifecycleConformance
import LifecycleReport
import LifecycleSpec
import LifecycleText
import Testing

@Suite("--baseline: what changed since an earlier report")
struct BaselineComparisonTests {
    static func report(_ catalog: Catalog, _ tests: [TestEntry], name: String = "subject") throws -> ConformanceReport {
        let implementation = ImplementationInfo(name: name, version: "1", adapter: name, capabilities: nil)
        return try ReportBuilder(catalog: catalog).build(tests: tests, implementation: implementation, origin: "test")
    }

    /// Two runs: A-1 fixed (STATES-039 failed, now passes), A-2 breaks (STATES-034 passed, now
    /// fails), A-3 only in the old run (STATES-043 becomes untested), A-4 only in the new one.
    static func pair(_ catalog: Catalog) throws -> (old: ConformanceReport, new: ConformanceReport) {
        let old = try report(
            catalog,
            [
                TestEntry(id: "A-1", name: "[STATES-039] one", suite: "s", ruleIDs: ["STATES-039"], status: .failed, messages: ["no"]),
                TestEntry(id: "A-2", name: "[STATES-034] two", suite: "s", ruleIDs: ["STATES-034"], status: .passed),
                TestEntry(id: "A-3", name: "[STATES-043] three", suite: "s", ruleIDs: ["STATES-043"], status: .passed),
            ])
        let new = try report(
            catalog,
            [
                TestEntry(id: "A-1", name: "[STATES-039] one", suite: "s", ruleIDs: ["STATES-039"], status: .passed),
                TestEntry(id: "A-2", name: "[STATES-034] two", suite: "s", ruleIDs: ["STATES-034"], status: .failed, messages: ["no"]),
                TestEntry(id: "A-4", name: "[APG-393] four", suite: "s", ruleIDs: ["APG-393"], status: .passed),
            ])
        return (old, new)
    }

    @Test("new failures, fixed rules, every changed status and the cases added, removed and changed")
    func comparison() throws {
        let catalog = try #require(Fixtures.catalog)
        let (old, new) = try Self.pair(catalog)
        let comparison = BaselineComparison(report: new, baseline: old, file: "old/report.json")
        #expect(comparison.newFailures == ["STATES-034"])
        #expect(comparison.fixedRules == ["STATES-039"])
        let order = Dictionary(uniqueKeysWithValues: catalog.rules.enumerated().map { ($1.id, $0) })
        let expectedChanges = [
            RuleStatusChange(rule: "STATES-039", old: .failed, new: .passed), RuleStatusChange(rule: "STATES-034", old: .passed, new: .failed),
            RuleStatusChange(rule: "STATES-043", old: .passed, new: .untested), RuleStatusChange(rule: "APG-393", old: .untested, new: .passed),
        ].sorted { order[$0.rule, default: 0] < order[$1.rule, default: 0] }
        #expect(comparison.statusChanges == expectedChanges)
        #expect(comparison.casesAdded == ["A-4"])
        #expect(comparison.casesRemoved == ["A-3"])
        #expect(
            comparison.casesChanged == [
                CaseChange(id: "A-1", old: .failed, new: .passed, oldFailedRuleIDs: ["STATES-039"], newFailedRuleIDs: []),
                CaseChange(id: "A-2", old: .passed, new: .failed, oldFailedRuleIDs: [], newFailedRuleIDs: ["STATES-034"]),
            ])
        #expect(comparison.warnings.isEmpty, "same kit, same catalog")
        #expect(comparison.verdict == old.summary.verdict)
        #expect(!comparison.isUnchanged)
        #expect(BaselineComparison(report: new, baseline: new, file: "same.json").isUnchanged)
    }

    @Test("another catalog or kit version is one warning line each, naming the rules only one of them has")
    func warnings() throws {
        let catalog = try #require(Fixtures.catalog)
        var (old, new) = try Self.pair(catalog)
        old.kitVersion = "0.5.0"
        old.catalogHash = String(repeating: "a", count: 64)
        old.rules.removeAll { $0.id == "APG-393" }
        old.rules.append(
            RuleEntry(
                id: "GONE-001", level: .required, category: "x", subject: .system, testability: .automated, section: "s",
                statement: "gone", status: .passed, tests: [], failures: []))
        let comparison = BaselineComparison(report: new, baseline: old, file: "old/report.json")
        #expect(comparison.rulesOnlyInBaseline == ["GONE-001"])
        #expect(comparison.rulesOnlyInReport == ["APG-393"])
        #expect(
            comparison.warnings == [
                "the baseline old/report.json was written by LifecycleKit 0.5.0, this report by \(KitVersion.current); statuses may differ because the kit changed",
                "the baseline old/report.json was judged against another catalog (aaaaaaaaaaaa vs \(String(new.catalogHash?.prefix(12) ?? ""))): "
                    + "rules only in the baseline: GONE-001; rules only in this report: APG-393",
            ])
        #expect(comparison.warnings.allSatisfy { !$0.contains("\n") })
    }

    @Test("the comparison is stored in report.json and shown in report.md and index.html")
    func rendered() throws {
        let catalog = try #require(Fixtures.catalog)
        let (old, new) = try Self.pair(catalog)
        let json = try #require(try ReportFiles.render(old).first { $0.name == "report.json" }).data
        let baseline = BaselineReport(
            source: .path("old/report.json"), report: try ReportFileReader.decode(json, name: "old/report.json", role: "the baseline"))
        let compared = baseline.compared(with: new)
        let files = Dictionary(uniqueKeysWithValues: try ReportFiles.render(compared).map { ($0.name, $0.data) })
        let decoded = try JSONDecoder().decode(ConformanceReport.self, from: try #require(files["report.json"]))
        #expect(decoded.baseline == BaselineComparison(report: new, baseline: old, file: "old/report.json"))
        let markdown = String(decoding: try #require(files["report.md"]), as: UTF8.self)
        #expect(markdown.contains("## Compared with the baseline"))
        #expect(markdown.contains("- **1 new failures**: [`STATES-034`](index.html#STATES-034)"))
        #expect(markdown.contains("| [`STATES-043`](index.html#STATES-043) | passed | untested |"))
        let html = String(decoding: try #require(files["index.html"]), as: UTF8.self)
        #expect(html.contains("<h2 id=\"baseline\">Compared with the baseline</h2>"))
        #expect(html.contains("<h3 id=\"baseline-cases\">Cases: 1 added, 1 removed, 2 changed</h3>"))
        #expect(compared.baseline?.consoleLines.first == "compared with the baseline old/report.json (subject 1, does-not-conform):")
    }

    @Test("in Korean: the baseline sections of report.md and index.html, and the console lines")
    func korean() throws {
        let catalog = try #require(Fixtures.catalog)
        let (old, new) = try Self.pair(catalog)
        let compared = new.comparedForTest(with: old)
        let options = ReportOptions(language: .korean, catalog: catalog, seeds: nil)
        let files = Dictionary(uniqueKeysWithValues: try ReportFiles.render(compared, options: options).map { ($0.name, $0.data) })
        let markdown = String(decoding: try #require(files["report.md"]), as: UTF8.self)
        #expect(markdown.contains("## 베이스라인과 비교"))
        #expect(markdown.contains("- **새 실패 1개**: [`STATES-034`](index.html#STATES-034)"))
        #expect(markdown.contains("| [`STATES-043`](index.html#STATES-043) | 통과 | 테스트 안 됨 |"))
        let html = String(decoding: try #require(files["index.html"]), as: UTF8.self)
        #expect(html.contains("<h2 id=\"baseline\">베이스라인과 비교</h2>"))
        #expect(html.contains("<h3 id=\"baseline-cases\">케이스: 추가 1개, 제거 1개, 변경 2개</h3>"))
        let lines = try #require(compared.baseline).consoleLines(words: Words(.korean))
        #expect(lines.first == "베이스라인 old/report.json과(와) 비교 (subject 1, does-not-conform):")
        #expect(lines.contains("  새 실패: STATES-034"))
        #expect(lines.contains("  케이스: 추가 1개, 제거 1개, 변경 2개"))
    }
}

extension ConformanceReport {
    /// This report with its comparison with `old`, as `--baseline old/report.json` adds it.
    fileprivate func comparedForTest(with old: ConformanceReport) -> ConformanceReport {
        var report = self
        report.baseline = BaselineComparison(report: self, baseline: old, file: "old/report.json")
        return report
    }
}
