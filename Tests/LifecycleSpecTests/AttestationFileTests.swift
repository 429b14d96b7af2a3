import Foundation
import Testing
@testable import LifecycleSpec

@Suite("Attestation files: a reviewer's verdicts on the rules a person must check")
struct AttestationFileTests {
    static let catalog: Catalog? = try? CatalogLoader.loadBundled()

    static func manualRules(_ catalog: Catalog) -> [Rule] {
        catalog.rules.filter { $0.testability == .manual && $0.level == .required }
    }

    static func file(_ entries: [String], format: String = "lifecycle-kit-attestations", version: Int = 1) -> AttestationFile {
        let text = """
            {
              "format": "\(format)",
              "version": \(version),
              "implementation": "demo",
              "attestations": [
            \(entries.joined(separator: ",\n"))
              ]
            }
            """
        return AttestationFile(name: "review.json", data: Data(text.utf8))
    }

    static func entry(
        _ rule: String, verdict: String? = "pass", evidence: String = "AppDelegate.swift:40", reviewer: String = "kim", date: String = "2026-11-20"
    )
        -> String
    {
        let verdictText = verdict.map { "\"\($0)\"" } ?? "null"
        return """
                {
                  "rule": "\(rule)",
                  "verdict": \(verdictText),
                  "evidence": "\(evidence)",
                  "reviewer": "\(reviewer)",
                  "date": "\(date)"
                }
            """
    }

    static func diagnostics(_ file: AttestationFile, _ catalog: Catalog) -> [SpecDiagnostic] {
        do {
            _ = try file.load(against: catalog)
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test("a complete entry loads with its verdict, evidence, reviewer, date and the line it starts on")
    func loadsEntry() throws {
        let catalog = try #require(Self.catalog)
        let rule = try #require(Self.manualRules(catalog).first)
        let set = try Self.file([Self.entry(rule.id, verdict: "fail")]).load(against: catalog)
        #expect(set.implementation == "demo")
        #expect(
            set.attestations == [Attestation(rule: rule.id, verdict: .fail, evidence: "AppDelegate.swift:40", reviewer: "kim", date: "2026-11-20", line: 7)])
    }

    @Test("an entry left as the template wrote it (null verdict, no evidence) counts as not reviewed, not as a defect")
    func untouchedTemplateEntry() throws {
        let catalog = try #require(Self.catalog)
        let rule = try #require(Self.manualRules(catalog).first)
        let set = try Self.file([Self.entry(rule.id, verdict: nil, evidence: "", reviewer: "", date: "")]).load(against: catalog)
        #expect(set.attestations.isEmpty)
    }

    @Test("every defect of an entry is named with the file, the entry's line, the rule and the field")
    func namesEveryDefect() throws {
        let catalog = try #require(Self.catalog)
        let rule = try #require(Self.manualRules(catalog).first)
        let found = Self.diagnostics(Self.file([Self.entry(rule.id, verdict: "maybe", evidence: " ", reviewer: "", date: "2026-02-30")]), catalog)
        #expect(Set(found.compactMap(\.field)) == ["verdict", "evidence", "reviewer", "date"] && found.count == 4)
        #expect(found.allSatisfy { $0.file == "review.json" && $0.line == 7 && $0.record == "attestation \(rule.id)" })
        #expect(found.first { $0.field == "verdict" }?.description.contains("pass, fail, not-applicable") == true)
    }

    @Test("an unknown rule, a rule the kit's cases decide, and a rule attested twice are refused")
    func refusesRules() throws {
        let catalog = try #require(Self.catalog)
        let manual = try #require(Self.manualRules(catalog).first)
        let automated = try #require(catalog.rules.first { $0.testability == .automated })
        let found = Self.diagnostics(Self.file([Self.entry("NOPE-001"), Self.entry(automated.id), Self.entry(manual.id), Self.entry(manual.id)]), catalog)
        let messages = found.map(\.message)
        #expect(found.count == 3)
        #expect(messages[0] == "unknown rule 'NOPE-001'")
        #expect(messages[1].hasPrefix("\(automated.id) is automated"))
        #expect(messages[2] == "attested twice (first at line 21)")
        #expect(found.map(\.line) == [7, 14, 28])
    }

    @Test("an entry whose copied statement no longer matches the catalog must be reviewed again")
    func staleStatement() throws {
        let catalog = try #require(Self.catalog)
        let rule = try #require(Self.manualRules(catalog).first)
        let stale = Self.entry(rule.id).replacingOccurrences(of: "\"verdict\"", with: "\"statement\": \"an older wording\",\n      \"verdict\"")
        let found = Self.diagnostics(Self.file([stale]), catalog)
        #expect(found.map(\.field) == ["statement"])
        let current = Self.entry(rule.id).replacingOccurrences(
            of: "\"verdict\"", with: "\"statement\": \(String(decoding: try JSONEncoder().encode(rule.statement), as: UTF8.self)),\n      \"verdict\"")
        #expect(Self.diagnostics(Self.file([current]), catalog).isEmpty)
    }

    @Test("a misspelt or unknown field is a defect with a suggestion, never silently ignored; so is a missing list")
    func unknownFields() throws {
        let catalog = try #require(Self.catalog)
        let rule = try #require(Self.manualRules(catalog).first)
        let misspelt = Self.entry(rule.id).replacingOccurrences(of: "\"verdict\"", with: "\"Verdict\"")
        let found = Self.diagnostics(Self.file([misspelt]), catalog)
        let unknown = try #require(found.first { $0.field == "Verdict" })
        #expect(unknown.message == "unknown field; did you mean 'verdict'?")
        #expect(unknown.line == 7 && unknown.record == "attestation \(rule.id)")
        let topLevel = AttestationFile(
            name: "review.json",
            data: Data("{\n  \"format\": \"lifecycle-kit-attestations\",\n  \"version\": 1,\n  \"reviews\": []\n}".utf8))
        let topFound = Self.diagnostics(topLevel, catalog)
        #expect(topFound.contains { $0.field == "reviews" && $0.message == "unknown field" })
        #expect(topFound.contains { $0.field == "attestations" && $0.message == "missing: the list of attestations" })
    }

    @Test("the file must carry the format marker and version 1; malformed JSON names its line")
    func formatAndSyntax() throws {
        let catalog = try #require(Self.catalog)
        #expect(Self.diagnostics(Self.file([], format: "something-else", version: 2), catalog).map(\.field) == ["format", "version"])
        let broken = AttestationFile(name: "review.json", data: Data("{\n  \"format\": \"lifecycle-kit-attestations\",\n  \"version\": 1,\n  oops\n}".utf8))
        let found = Self.diagnostics(broken, catalog)
        #expect(found.count == 1 && found[0].line == 4 && found[0].message.hasPrefix("malformed JSON"))
    }

    @Test(
        "dates are YYYY-MM-DD and must exist on the calendar",
        arguments: [
            ("2026-11-20", true), ("2024-02-29", true), ("2026-13-01", false), ("2025-02-29", false), ("20-11-2026", false), ("2026-1-05", false),
            ("", false),
        ])
    func dates(text: String, valid: Bool) {
        #expect(AttestationFile.isDate(text) == valid)
    }
}
