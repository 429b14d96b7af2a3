import Foundation
import Testing
@testable import LifecycleSpec

@Suite("The level policy and translation notes are checked on every load")
struct WordingValidationTests {
    /// DEMO-001 with `note` inserted after its seed line.
    static func rules(note: String) -> String {
        replacing("\"seedLine\": 8", with: "\"seedLine\": 8, \"translationNote\": \(note)", in: SpecFixture.rules)
    }

    @Test("every level basis gives exactly the level the policy table gives it")
    func basisGivesLevel() {
        let expected: [LevelBasis: RuleLevel] = [
            .markedRequired: .required, .mustWording: .required, .emphasisedImperative: .required, .systemBehaviour: .required,
            .markedRecommended: .recommended, .imperativeWording: .recommended, .shouldWording: .recommended,
            .markedOptional: .optional, .mayWording: .optional, .systemMayWording: .optional,
            .descriptive: .informative, .translatorRemark: .informative, .beyondDocuments: .extension,
        ]
        #expect(Set(expected.keys) == Set(LevelBasis.allCases))
        for basis in LevelBasis.allCases { #expect(basis.level == expected[basis], "\(basis.rawValue)") }
    }

    @Test("a level that contradicts the level basis names the file, line, rule, field and both values")
    func levelContradictsBasis() throws {
        let rules = replacing("\"level\": \"required\"", with: "\"level\": \"recommended\"", in: SpecFixture.rules)
        #expect(
            try diagnostics(["rules/demo.json": rules]) == [
                "spec/rules/demo.json:5: rule DEMO-001: field 'level': level 'recommended' contradicts levelBasis 'system-behaviour', which gives 'required'; "
                    + "change one of them (see the level policy in docs/spec-format.md)"
            ])
    }

    @Test("system wording on an app rule is a contradiction of the subject")
    func subjectContradictsBasis() throws {
        let rules = replacing("\"subject\": \"system\"", with: "\"subject\": \"app\"", in: SpecFixture.rules)
        #expect(
            try diagnostics(["rules/demo.json": rules]) == [
                "spec/rules/demo.json:5: rule DEMO-001: field 'subject': levelBasis 'system-behaviour' describes the system, but the subject is 'app'; change one of them"
            ])
    }

    @Test("a complete translation note is decoded into the rule")
    func noteDecoded() throws {
        let note = """
            { "kind": "misspelling", "translationSays": "names willFinishLaunchng", "ruleFollows": "willFinishLaunching", "why": "a misspelt name" }
            """
        let fixture = try SpecFixture(overrides: ["rules/demo.json": Self.rules(note: note)])
        defer { fixture.remove() }
        let catalog = try CatalogLoader(root: fixture.root).load()
        #expect(
            catalog.rule("DEMO-001")?.translationNote
                == TranslationNote(kind: .misspelling, translationSays: "names willFinishLaunchng", ruleFollows: "willFinishLaunching", why: "a misspelt name"))
        #expect(catalog.rule("DEMO-002")?.translationNote == nil)
    }

    @Test("a translation note with an unknown kind or an empty field names the field")
    func incompleteNote() throws {
        let note = """
            { "kind": "typo", "translationSays": "names willFinishLaunchng", "ruleFollows": "willFinishLaunching", "why": " " }
            """
        #expect(
            try diagnostics(["rules/demo.json": Self.rules(note: note)]) == [
                "spec/rules/demo.json:5: rule DEMO-001: field 'translationNote.kind': unknown value 'typo' (expected one of: misspelling, mistranslation, lost-text, addition)",
                "spec/rules/demo.json:5: rule DEMO-001: field 'translationNote.why': must not be empty",
            ])
    }

    @Test("a translation note that follows what the translation says records no departure")
    func noteWithoutDeparture() throws {
        let note = """
            { "kind": "mistranslation", "translationSays": "the same words", "ruleFollows": "the same words", "why": "none" }
            """
        #expect(
            try diagnostics(["rules/demo.json": Self.rules(note: note)]) == [
                "spec/rules/demo.json:5: rule DEMO-001: field 'translationNote.ruleFollows': repeats translationSays; "
                    + "a note records a departure, so say what the rule follows instead"
            ])
    }

    @Test("a conflict the model cannot follow both ways loads without a setting and selects its default")
    func conflictWithoutSetting() throws {
        var rules = replacing("\"seedLine\": 8", with: "\"seedLine\": 8, \"conflictsWith\": [\"DEMO-002\"]", in: SpecFixture.rules)
        rules = replacing("\"seedLine\": 9", with: "\"seedLine\": 9, \"conflictsWith\": [\"DEMO-001\"]", in: rules)
        let conflicts = """
            { "conflicts": [ { "id": "CONFLICT-DEMO", "topic": "demo", "rules": ["DEMO-001", "DEMO-002"],
              "modelDefault": "DEMO-002", "selectedBy": null, "explanation": "the model has nothing to switch" } ] }
            """
        let fixture = try SpecFixture(overrides: ["rules/demo.json": rules, "conflicts.json": conflicts])
        defer { fixture.remove() }
        let conflict = try #require(try CatalogLoader(root: fixture.root).load().conflicts.first)
        #expect(conflict.setting == nil && conflict.settingValues.isEmpty && conflict.modelDefault == "DEMO-002")
    }
}
