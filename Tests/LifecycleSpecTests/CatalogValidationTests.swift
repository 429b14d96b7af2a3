import Foundation
import Testing
@testable import LifecycleSpec

@Suite("The validator rejects each kind of catalog defect with a precise message")
struct CatalogValidationTests {
    @Test("the unmodified fixture loads without defects")
    func validFixtureLoads() throws {
        let fixture = try SpecFixture()
        defer { fixture.remove() }
        let catalog = try CatalogLoader(root: fixture.root).load()
        #expect(catalog.rules.map(\.id) == ["DEMO-001", "DEMO-002"])
        #expect(catalog.sections.map(\.id) == ["demo.launch", "demo.launch.order"])
        #expect(catalog.table("launch-order")?.rows.first?.ruleIDs == ["DEMO-001"])
    }

    @Test("a duplicate rule id names the file, the line and the first definition")
    func duplicateRuleID() throws {
        let rules = replacing("\"id\": \"DEMO-002\"", with: "\"id\": \"DEMO-001\"", in: SpecFixture.rules)
        let messages = try diagnostics(["rules/demo.json": rules])
        #expect(messages == ["spec/rules/demo.json:5: rule DEMO-001: field 'id': duplicate rule id (first defined in spec/rules/demo.json)"])
    }

    @Test("a rule in an unknown section is rejected")
    func unknownSection() throws {
        let rules = replacing("\"section\": \"demo.launch.order\"", with: "\"section\": \"demo.nowhere\"", in: SpecFixture.rules)
        let messages = try diagnostics(["rules/demo.json": rules])
        #expect(messages == ["spec/rules/demo.json:5: rule DEMO-001: field 'section': unknown section 'demo.nowhere'"])
    }

    @Test("an unknown level lists the allowed levels")
    func unknownLevel() throws {
        let rules = replacing("\"level\": \"required\"", with: "\"level\": \"mandatory\"", in: SpecFixture.rules)
        let messages = try diagnostics(["rules/demo.json": rules])
        #expect(
            messages == [
                "spec/rules/demo.json:5: rule DEMO-001: field 'level': unknown value 'mandatory' (expected one of: required, recommended, optional, extension, informative)"
            ])
    }

    @Test("a conflict with a rule that does not exist is a dangling reference")
    func danglingConflict() throws {
        let rules = replacing("\"seedLine\": 8", with: "\"seedLine\": 8, \"conflictsWith\": [\"DEMO-404\"]", in: SpecFixture.rules)
        let messages = try diagnostics(["rules/demo.json": rules])
        #expect(messages == ["spec/rules/demo.json: rule DEMO-001: field 'conflictsWith': dangling reference to unknown rule 'DEMO-404'"])
    }

    @Test("a one-sided conflict and a conflict missing from conflicts.json are both reported")
    func oneSidedConflict() throws {
        let rules = replacing("\"seedLine\": 8", with: "\"seedLine\": 8, \"conflictsWith\": [\"DEMO-002\"]", in: SpecFixture.rules)
        let messages = try diagnostics(["rules/demo.json": rules])
        #expect(
            messages == [
                "spec/rules/demo.json: rule DEMO-001: field 'conflictsWith': one-sided conflict: 'DEMO-002' does not list 'DEMO-001' in conflictsWith",
                "spec/rules/demo.json: rule DEMO-001: field 'conflictsWith': the conflict with 'DEMO-002' is not described in spec/conflicts.json",
            ])
    }

    @Test("an empty statement is rejected")
    func emptyStatement() throws {
        let rules = replacing(
            "\"statement\": \"The app should return from didFinishLaunching quickly.\"", with: "\"statement\": \"   \"", in: SpecFixture.rules)
        let messages = try diagnostics(["rules/demo.json": rules])
        #expect(messages == ["spec/rules/demo.json:16: rule DEMO-002: field 'statement': must not be empty"])
    }

    @Test("malformed JSON is reported with its line")
    func malformedJSON() throws {
        let rules = replacing("\"seedLine\": 9", with: "\"seedLine\": 9,,", in: SpecFixture.rules)
        let messages = try diagnostics(["rules/demo.json": rules])
        #expect(messages == ["spec/rules/demo.json:25: malformed JSON: Invalid value around character 748."])
    }

    @Test("a field of the wrong type names the path to the field")
    func wrongType() throws {
        let rules = replacing("\"seedLine\": 9", with: "\"seedLine\": \"nine\"", in: SpecFixture.rules)
        let messages = try diagnostics(["rules/demo.json": rules])
        #expect(messages == ["spec/rules/demo.json: field 'rules[1].seedLine': wrong type, expected Int"])
    }

    @Test("a non-automated rule must say why")
    func missingTestabilityReason() throws {
        let rules = replacing("\"testabilityReason\": \"needs a stopwatch on a device\",", with: "", in: SpecFixture.rules)
        let messages = try diagnostics(["rules/demo.json": rules])
        #expect(messages == ["spec/rules/demo.json:16: rule DEMO-002: field 'testabilityReason': required when testability is 'manual'"])
    }

    @Test("an unknown category is rejected")
    func unknownCategory() throws {
        let rules = replacing("\"category\": \"launch\"", with: "\"category\": \"lunch\"", in: SpecFixture.rules)
        let messages = try diagnostics(["rules/demo.json": rules])
        #expect(messages == ["spec/rules/demo.json:5: rule DEMO-001: field 'category': unknown category 'lunch' (see spec/categories.json)"])
    }

    @Test("a section with no rules and no reason is rejected")
    func sectionWithoutRulesOrReason() throws {
        let source = replacing(", \"noRulesReason\": \"container heading\"", with: "", in: SpecFixture.source)
        let messages = try diagnostics(["sources/demo.json": source])
        #expect(messages == ["spec/sources/demo.json:9: section demo.launch: field 'noRulesReason': the section has no rule and gives no reason why"])
    }

    @Test("a table row citing an unknown rule is rejected")
    func tableRowWithDanglingRule() throws {
        let table = replacing("[\"DEMO-001\"]", with: "[\"DEMO-999\"]", in: SpecFixture.table)
        let messages = try diagnostics(["tables/launch-order.json": table])
        #expect(messages == ["spec/tables/launch-order.json:2: row LO-001: field 'rules': dangling reference to unknown rule 'DEMO-999'"])
    }

    @Test("Hangul in the catalog is rejected")
    func hangulRejected() throws {
        let rules = replacing("quickly.", with: "quickly \u{D558}.", in: SpecFixture.rules)
        let messages = try diagnostics(["rules/demo.json": rules])
        #expect(messages == ["spec/rules/demo.json:22: Hangul text found; the catalog is written in English, in our own words"])
    }

    @Test("a conflict is accepted when it is mutual and described with the model's choice")
    func describedConflictLoads() throws {
        var rules = replacing("\"seedLine\": 8", with: "\"seedLine\": 8, \"conflictsWith\": [\"DEMO-002\"]", in: SpecFixture.rules)
        rules = replacing("\"seedLine\": 9", with: "\"seedLine\": 9, \"conflictsWith\": [\"DEMO-001\"]", in: rules)
        let conflicts = """
            { "conflicts": [ { "id": "CONFLICT-DEMO", "topic": "demo", "rules": ["DEMO-001", "DEMO-002"],
              "modelDefault": "DEMO-001", "selectedBy": { "setting": "demoMode", "values": { "DEMO-001": "a", "DEMO-002": "b" } },
              "explanation": "the first one is newer" } ] }
            """
        let fixture = try SpecFixture(overrides: ["rules/demo.json": rules, "conflicts.json": conflicts])
        defer { fixture.remove() }
        let catalog = try CatalogLoader(root: fixture.root).load()
        #expect(catalog.conflicts(involving: "DEMO-002").map(\.modelDefault) == ["DEMO-001"])
    }
}

extension CatalogValidationTests {
    @Test("a rule that states nothing to check must be informative, and an informative rule must state nothing to check")
    func informativeAgreesWithTestability() throws {
        let binding = replacing("\"testability\": \"manual\"", with: "\"testability\": \"informative\"", in: SpecFixture.rules)
        #expect(
            try diagnostics(["rules/demo.json": binding]) == [
                "spec/rules/demo.json:16: rule DEMO-002: field 'testability': a rule that states nothing to check is informative; "
                    + "level 'recommended' says it binds something"
            ])
    }
}
