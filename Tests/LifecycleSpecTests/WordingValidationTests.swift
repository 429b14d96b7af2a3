import Foundation
import Testing
@testable import LifecycleSpec

@Suite("The level policy is checked on every load")
struct WordingValidationTests {
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
}
