import Foundation
import LifecycleCommandLine
import LifecycleReport
import LifecycleSpec
import Testing

@Suite("--baseline, --compare and lint --verbose on the command line")
struct ReportComparisonCommandTests {
    @Test("lint --verbose prints the catalog hash every report states")
    func lintHash() throws {
        let (status, transcript) = KitTranscript.run(["lint", "--verbose"])
        #expect(status == .success)
        let hash = CatalogHash.sha256(of: try CatalogLoader.loadBundled())
        #expect(transcript.output.contains("catalog SHA-256: \(hash) (the catalogHash every report states)"))
    }

    @Test(
        "--compare takes at least two reports and none of the options that build one",
        arguments: [
            (["report", "--compare", "a.json", "--out", "x"], "error: --compare needs at least two report.json files, got 1"),
            (
                ["report", "--compare", "a.json", "b.json", "--events", "e.jsonl", "--out", "x"],
                "error: --compare reads finished reports (report.json) and cannot be combined with --events; build each report first "
                    + "('report --events …' or 'check'), then compare them"
            ),
            (
                ["report", "--compare", "a.json", "b.json", "--baseline", "c.json", "--out", "x"],
                "error: --compare reads finished reports (report.json) and cannot be combined with --baseline; build each report first "
                    + "('report --events …' or 'check'), then compare them"
            ),
            (["report", "--out", "x"], "error: missing --events FILE"),
        ] as [([String], String)])
    func compareUsage(words: [String], message: String) {
        let (status, transcript) = KitTranscript.run(words)
        #expect(status == .usage)
        #expect(transcript.errors.first == message)
        #expect(transcript.errors.count == 2)
    }

    @Test("a baseline that is not a LifecycleKit report: exit 3, one line naming it, nothing written and no case run")
    func badBaseline() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let bad = scratch.url.appendingPathComponent("notes.json")
        try Data("{\"notes\": 1}".utf8).write(to: bad)
        let out = scratch.url.appendingPathComponent("out")
        let (status, transcript) = KitTranscript.run(["check", "--in-process", "--quiet", "--case", "LAUNCH-001", "--baseline", bad.path, "--out", out.path])
        #expect(status == .couldNotComplete)
        #expect(
            transcript.errors == [
                "error: the baseline \(bad.path): is not a LifecycleKit report: it has no field 'schemaVersion'; "
                    + "give the report.json that lifecycle-kit check or report wrote"
            ])
        #expect(transcript.output.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test("check --baseline prints what changed and stores it; a baseline of another kit warns on standard error")
    func checkWithBaseline() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let reference = scratch.url.appendingPathComponent("reference").path
        let broken = scratch.url.appendingPathComponent("broken").path
        // One case leaves most required rules untested: the reference "does not conform" here too.
        #expect(KitTranscript.run(["check", "--in-process", "--quiet", "--case", "LAUNCH-001", "--out", reference]).status == .negative)
        let baselineFile = reference + "/report.json"
        var old = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: baselineFile))) as? [String: Any] ?? [:]
        old["kitVersion"] = "0.1.0"
        let edited = scratch.url.appendingPathComponent("edited.json")
        try JSONSerialization.data(withJSONObject: old).write(to: edited)
        let (status, transcript) = KitTranscript.run([
            "check", "--in-process", "--quiet", "--adapter", "broken-never-inactive", "--case", "LAUNCH-001", "--baseline", edited.path, "--out", broken,
        ])
        #expect(status == .negative)
        #expect(transcript.output.contains("compared with the baseline \(edited.path) (reference 1.0, does-not-conform):"))
        #expect(transcript.output.contains("  new failures: STATES-043"))
        #expect(transcript.output.contains("  cases: 0 added, 0 removed, 1 changed"))
        #expect(
            transcript.errors == [
                "warning: the baseline \(edited.path) was written by LifecycleKit 0.1.0, this report by \(KitVersion.current); "
                    + "statuses may differ because the kit changed"
            ])
        let report = try JSONDecoder().decode(ConformanceReport.self, from: Data(contentsOf: URL(fileURLWithPath: broken + "/report.json")))
        #expect(report.baseline?.newFailures == ["STATES-043"])
        #expect(report.baseline?.warnings.count == 1)
    }

    @Test("report --compare writes the matrix of two check reports and says where")
    func compareReports() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let first = scratch.url.appendingPathComponent("reference").path
        let second = scratch.url.appendingPathComponent("broken").path
        _ = KitTranscript.run(["check", "--in-process", "--quiet", "--case", "LAUNCH-001", "--out", first])
        _ = KitTranscript.run(["check", "--in-process", "--quiet", "--adapter", "broken-never-inactive", "--case", "LAUNCH-001", "--out", second])
        let out = scratch.url.appendingPathComponent("comparison").path
        let (status, transcript) = KitTranscript.run(["report", "--compare", first + "/report.json", second + "/report.json", "--out", out])
        #expect(status == .success)
        let rules = try CatalogLoader.loadBundled().rules.count
        #expect(transcript.output.first?.hasPrefix("compared 2 reports: \(rules) rules in ") == true)
        #expect(
            transcript.output.first?.hasSuffix(", 1 on which they disagree") == true,
            "LAUNCH-001's six rules: one failed, the five whose checks held passed in both")
        #expect(transcript.output.last == "comparison written to \(out)/ (comparison.json, report.md, index.html)")
        #expect(transcript.errors.isEmpty)
    }
}
