import Foundation
import Testing

@Suite("The reviewer's checklist and attestations, end to end")
struct ChecklistTests {
    @Test("checklist lists every required manual rule once, under its section, with what to look at")
    func markdownChecklist() throws {
        let (status, transcript) = KitTranscript.run(["checklist", "--level", "required"])
        #expect(status == .success)
        let text = transcript.output.joined(separator: "\n")
        let items = text.split(separator: "\n").filter { $0.hasPrefix("- [ ] **") }
        let ids = items.compactMap { $0.split(separator: "**").dropFirst().first.map(String.init) }
        #expect(ids.count > 100 && Set(ids).count == ids.count)
        #expect(items.allSatisfy { $0.contains("(required,") })
        #expect(text.contains("  - look at: "))
    }

    @Test("the template never replaces an existing file, which may hold a reviewer's verdicts")
    func templateNeverReplaces() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let path = scratch.url.appendingPathComponent("review.json").path
        let (first, _) = KitTranscript.run(["checklist", "--template", path, "--implementation", "demo"])
        #expect(first == .success)
        let written = try Data(contentsOf: URL(fileURLWithPath: path))
        try Data("{\"my\": \"verdicts\"}".utf8).write(to: URL(fileURLWithPath: path))
        let (second, transcript) = KitTranscript.run(["checklist", "--template", path])
        #expect(second == .usage)
        #expect(transcript.errors.first?.contains("already exists") == true)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "{\"my\": \"verdicts\"}")
        #expect(String(decoding: written, as: UTF8.self).contains("\"format\" : \"lifecycle-kit-attestations\""))
    }

    @Test("an untouched template changes nothing; one attested failure of a required rule makes check exit 1 and the report show it")
    func attestedFailureDecidesCheck() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let template = scratch.url.appendingPathComponent("review.json")
        #expect(KitTranscript.run(["checklist", "--level", "required", "--template", template.path]).status == .success)
        let untouched = KitTranscript.run([
            "check", "--in-process", "--quiet", "--attestations", template.path, "--out", scratch.url.appendingPathComponent("a").path,
        ])
        #expect(untouched.status == .success)

        var file = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: template)) as? [String: Any])
        var entries = try #require(file["attestations"] as? [[String: Any]])
        let rule = try #require(entries[0]["rule"] as? String)
        entries[0].merge(["verdict": "fail", "evidence": "the save happens after the app is suspended", "reviewer": "kim", "date": "2026-11-20"]) { $1 }
        entries[1].merge(["verdict": "pass", "evidence": "SceneDelegate.swift:12", "reviewer": "kim", "date": "2026-11-20"]) { $1 }
        file["attestations"] = entries
        try JSONSerialization.data(withJSONObject: file, options: [.prettyPrinted]).write(to: template)

        let out = scratch.url.appendingPathComponent("b")
        let attested = KitTranscript.run(["check", "--in-process", "--quiet", "--attestations", template.path, "--out", out.path])
        #expect(attested.status == .negative)
        let markdown = try String(contentsOf: out.appendingPathComponent("report.md"), encoding: .utf8)
        #expect(markdown.contains(rule) && markdown.contains("the save happens after the app is suspended"))
        let report = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: out.appendingPathComponent("report.json"))) as? [String: Any])
        let rules = try #require(report["rules"] as? [[String: Any]])
        #expect(rules.first { $0["id"] as? String == rule }?["status"] as? String == "attested-fail")
    }

    @Test("a defective attestation file stops check before any work, naming file, line and field, and writes nothing")
    func defectiveFile() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let path = scratch.url.appendingPathComponent("review.json").path
        try Data(
            """
            {
              "format": "lifecycle-kit-attestations",
              "version": 1,
              "attestations": [
                { "rule": "NOPE-001", "verdict": "pass", "evidence": "x", "reviewer": "kim", "date": "2026-11-20" }
              ]
            }
            """.utf8
        ).write(to: URL(fileURLWithPath: path))
        let out = scratch.url.appendingPathComponent("report")
        let (status, transcript) = KitTranscript.run(["check", "--in-process", "--quiet", "--attestations", path, "--out", out.path])
        #expect(status == .couldNotComplete)
        #expect(transcript.errors.contains { $0.contains("review.json:5") && $0.contains("rule") && $0.contains("NOPE-001") })
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
