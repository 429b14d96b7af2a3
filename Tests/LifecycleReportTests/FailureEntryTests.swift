import Foundation
import LifecycleConformance
import LifecycleReport
import LifecycleSpec
import Testing

@Suite("Each failing case is one entry with everything needed to act on it")
struct FailureEntryTests {
    @Test("the entry in report.json is the explanation the console prints, field by field")
    func structuredEntry() throws {
        let catalog = try #require(Fixtures.catalog)
        let report = try FailingRun.report(catalog)
        let launch = try #require(ConformanceSuite.case("LAUNCH-001"))
        let failing = try #require(report.tests.first { $0.id == "LAUNCH-001" })
        let expected = FailureExplanation(
            caseID: "LAUNCH-001", title: launch.title, adapter: "sample", source: launch.sourceLocation,
            configuration: "iOS 12.0; app delegate only; multitasking; background modes: none; no passcode; Sleep/Wake reading: background",
            referenceApp: [], setup: [], stimuli: ["tap-icon"],
            checks: [
                ExplainedCheck(FailingRun.failedCheck)
            ], messages: [], chargedRuleIDs: ["STATES-043"], hint: launch.hint, interruption: nil,
            replay: ReplayCommands(caseID: "LAUNCH-001", adapter: "sample"))
        var withSettings = expected
        withSettings.settings = launch.configuration
        #expect(failing.failure == withSettings, "the entry also keeps the configuration itself, so it can be told in another language")
        #expect(failing.failure?.checks.first?.clauses == ["§2 Callbacks"])
        #expect(failing.failure?.replay.onReference == "lifecycle-kit cases LAUNCH-001 --script | lifecycle-kit simulate --script -")
        #expect(failing.failure?.replay.runAgain == "lifecycle-kit check --adapter sample --case LAUNCH-001")
        #expect(report.tests.first { $0.id == "LAUNCH-002" }?.failure == nil, "a passing case has no entry")
        let console = FailureExplanation.lines(for: FailingRun.results[0], case: launch, catalog: catalog)
        #expect(try #require(failing.failure).lines(catalog: catalog) == console)
    }

    @Test("report.json carries the entry and reads back to the same report")
    func jsonRoundTrip() throws {
        let catalog = try #require(Fixtures.catalog)
        let report = try FailingRun.report(catalog)
        let json = try #require(try ReportFiles.render(report).first { $0.name == "report.json" }).data
        var decoded = try JSONDecoder().decode(ConformanceReport.self, from: json)
        decoded.stateDiagrams = report.stateDiagrams
        #expect(decoded.language == "en", "report.json records the language index.html and report.md were written in")
        decoded.language = report.language
        #expect(decoded == report)
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        let tests = try #require(object["tests"] as? [[String: Any]])
        let failure = try #require(tests.first { $0["id"] as? String == "LAUNCH-001" }?["failure"] as? [String: Any])
        #expect(failure["caseID"] as? String == "LAUNCH-001")
        #expect((failure["source"] as? [String: Any])?["line"] as? Int == ConformanceSuite.case("LAUNCH-001")?.sourceLocation.line)
        #expect((failure["checks"] as? [[String: Any]])?.first?["ruleIDs"] as? [String] == ["STATES-043"])
    }

    @Test("index.html lists the case once, links it to its rules, and every failed rule links back to the case")
    func htmlLinks() throws {
        let catalog = try #require(Fixtures.catalog)
        let files = try ReportFiles.render(FailingRun.report(catalog))
        let html = String(decoding: try #require(files.first { $0.name == "index.html" }).data, as: UTF8.self)
        #expect(html.components(separatedBy: "<details class=\"case\" id=\"case-LAUNCH-001\" open>").count - 1 == 1, "the first failing case is unfolded")
        #expect(html.components(separatedBy: "<details class=\"case\"").count - 1 == 1, "one entry per failing case")
        #expect(html.contains("<details class=\"rule\" id=\"STATES-043\""))
        let caseEntry = try #require(html.range(of: "id=\"case-LAUNCH-001\"")).upperBound
        let entryEnd = try #require(html.range(of: "</div></details>", range: caseEntry..<html.endIndex)).lowerBound
        #expect(html[caseEntry..<entryEnd].contains("<a href=\"#STATES-043\"><code>STATES-043</code></a>"))
        #expect(html[caseEntry..<entryEnd].contains("lifecycle-kit check --adapter sample --case LAUNCH-001"))
        let ruleEntry = try #require(html.range(of: "<details class=\"rule\" id=\"STATES-043\"")).upperBound
        let ruleEnd = try #require(html.range(of: "</div></details>", range: ruleEntry..<html.endIndex)).lowerBound
        #expect(html[ruleEntry..<ruleEnd].contains("<a href=\"#case-LAUNCH-001\"><code>LAUNCH-001</code></a>"))
    }

    @Test("report.md lists the case once, its rules linked to index.html, with the replay commands")
    func markdown() throws {
        let catalog = try #require(Fixtures.catalog)
        let markdown = MarkdownCheck.text(try ReportFiles.render(FailingRun.report(catalog)))
        #expect(markdown.components(separatedBy: "<details><summary><code>LAUNCH-001</code>").count - 1 == 1)
        #expect(markdown.contains("| [`STATES-043`](index.html#STATES-043) | required | [`LAUNCH-001`](index.html#case-LAUNCH-001) |"))
        #expect(markdown.contains("`lifecycle-kit cases LAUNCH-001 --script | lifecycle-kit simulate --script -`"))
        #expect(!markdown.contains("```mermaid"))
    }

    @Test("however many cases fail, report.md fits in a pull request comment and lists the cases it does not explain")
    func markdownBudget() throws {
        let catalog = try #require(Fixtures.catalog)
        let ids = catalog.automatedRules.prefix(80).map(\.id)
        let message = (1...60).map { "line \($0): " + String(repeating: "observed something else ", count: 5) }.joined(separator: "\n")
        let tests = ids.enumerated().map { index, id in
            TestEntry(id: "CASE-\(index + 1)", name: "[\(id)] case \(index + 1)", suite: "s", ruleIDs: [id], status: .failed, messages: [message])
        }
        let report = try BaselineComparisonTests.report(catalog, tests)
        let markdown = MarkdownCheck.text(try ReportFiles.render(report))
        #expect(markdown.count < 65_536)
        let detailed = markdown.components(separatedBy: "<details><summary>").count - 1
        #expect(detailed >= 1 && detailed < 80)
        #expect(
            markdown.contains(
                "\(80 - detailed) more failing cases are explained in `index.html`: [`CASE-\(detailed + 1)`](index.html#case-CASE-\(detailed + 1))"))
        #expect(markdown.contains("… 20 more lines in report.json and index.html"), "a long counterexample is cut at 40 lines")
    }

    @Test("every report states the kit version, the adapter contract and the catalog hash, in every file")
    func provenance() throws {
        let catalog = try #require(Fixtures.catalog)
        let report = try FailingRun.report(catalog)
        let hash = CatalogHash.sha256(of: catalog)
        #expect(report.kitVersion == KitVersion.current)
        #expect(report.adapterContractVersion == adapterContractVersion)
        #expect(report.catalogHash == hash)
        let files = Dictionary(uniqueKeysWithValues: try ReportFiles.render(report).map { ($0.name, String(decoding: $0.data, as: UTF8.self)) })
        for name in ["report.md", "index.html"] {
            #expect(files[name]?.contains("LifecycleKit \(KitVersion.current) (adapter contract \(adapterContractVersion))") == true, "\(name)")
            #expect(files[name]?.contains(hash) == true, "\(name)")
        }
        #expect(files["report.json"]?.contains("\"catalogHash\" : \"\(hash)\"") == true)
        #expect(files["junit.xml"]?.contains("<property name=\"catalogSHA256\" value=\"\(hash)\"/>") == true)
        #expect(files["junit.xml"]?.contains("<property name=\"lifecycleKitVersion\" value=\"\(KitVersion.current)\"/>") == true)
        #expect(files["junit.xml"]?.contains("<property name=\"adapterContractVersion\" value=\"\(adapterContractVersion)\"/>") == true)
    }
}
