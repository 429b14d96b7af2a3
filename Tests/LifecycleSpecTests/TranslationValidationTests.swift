import Foundation
import Testing
@testable import LifecycleSpec

@Suite("Translated statements: complete, current, in their language, one per rule")
struct TranslationValidationTests {
    /// The fixture's two rules in Korean; the `from` fingerprints were computed apart from
    /// the kit (SHA-256 of each English statement, first 12 hex digits).
    static let korean = """
        {
          "source": "demo",
          "language": "ko",
          "statements": [
            { "id": "DEMO-001", "from": "aea57f79bfdd", "statement": "시스템은 didFinishLaunching보다 먼저 willFinishLaunching을 호출한다." },
            { "id": "DEMO-002", "from": "c7d8214665f9", "statement": "앱은 didFinishLaunching에서 빨리 돌아와야 한다." }
          ]
        }
        """

    static func messages(_ korean: String) throws -> [String] {
        let fixture = try SpecFixture(overrides: ["ko/rules/demo.json": korean])
        defer { fixture.remove() }
        do {
            _ = try CatalogLoader(root: fixture.root).load()
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test("a complete, current translation loads; statements fall back to English only where a language is absent")
    func loads() throws {
        let fixture = try SpecFixture(overrides: ["ko/rules/demo.json": Self.korean])
        defer { fixture.remove() }
        let catalog = try CatalogLoader(root: fixture.root).load()
        let rule = try #require(catalog.rule("DEMO-002"))
        #expect(catalog.statement(of: rule, in: .korean) == "앱은 didFinishLaunching에서 빨리 돌아와야 한다.")
        #expect(catalog.statement(of: rule, in: .english) == "The app should return from didFinishLaunching quickly.")
        #expect(catalog.translations.languages == [.korean])
        let english = try CatalogLoader(root: try SpecFixture().root).load()
        #expect(english.translations.languages.isEmpty)
        #expect(english.statement(of: rule, in: .korean) == rule.statement)
    }

    @Test("the fingerprint is the first 12 hex digits of the SHA-256 of the English statement")
    func fingerprint() {
        #expect(RuleTranslations.fingerprint(of: "The app should return from didFinishLaunching quickly.") == "c7d8214665f9")
        #expect(RuleTranslations.fingerprint(of: "") == "e3b0c44298fc")
    }

    @Test("an English statement changed after translation is named with the old and new fingerprints")
    func staleTranslation() throws {
        let stale = replacing("\"from\": \"c7d8214665f9\"", with: "\"from\": \"000000000000\"", in: Self.korean)
        #expect(
            try Self.messages(stale) == [
                "spec/ko/rules/demo.json:6: statement DEMO-002: field 'from': the English statement changed since this was translated "
                    + "(from '000000000000', now 'c7d8214665f9'); translate it again and set from to 'c7d8214665f9'"
            ])
    }

    @Test("a rule without a statement is named")
    func missingStatement() throws {
        let missing = replacing(
            ",\n    { \"id\": \"DEMO-002\", \"from\": \"c7d8214665f9\", \"statement\": \"앱은 didFinishLaunching에서 빨리 돌아와야 한다.\" }", with: "",
            in: Self.korean)
        #expect(
            try Self.messages(missing) == ["spec/ko/rules/demo.json: statement DEMO-002: DEMO-002 has no 한국어 statement; add one translated from the English"])
    }

    @Test("an empty statement, one with no Korean, an unknown rule and a wrong language are each named")
    func defects() throws {
        #expect(
            try Self.messages(replacing("\"statement\": \"앱은 didFinishLaunching에서 빨리 돌아와야 한다.\"", with: "\"statement\": \" \"", in: Self.korean)) == [
                "spec/ko/rules/demo.json:6: statement DEMO-002: field 'statement': must not be empty"
            ])
        #expect(
            try Self.messages(replacing("앱은 didFinishLaunching에서 빨리 돌아와야 한다.", with: "The app should return quickly.", in: Self.korean)) == [
                "spec/ko/rules/demo.json:6: statement DEMO-002: field 'statement': holds no Korean; translate the English statement"
            ])
        #expect(
            try Self.messages(replacing("\"id\": \"DEMO-002\"", with: "\"id\": \"DEMO-009\"", in: Self.korean)) == [
                "spec/ko/rules/demo.json: statement DEMO-002: DEMO-002 has no 한국어 statement; add one translated from the English",
                "spec/ko/rules/demo.json:6: statement DEMO-009: field 'id': unknown rule 'DEMO-009'",
            ])
        #expect(
            try Self.messages(replacing("\"language\": \"ko\"", with: "\"language\": \"en\"", in: Self.korean)) == [
                "spec/ko/rules/demo.json:1: translation file: field 'language': must be 'ko', the folder's language"
            ])
    }

    @Test("the bundled catalog has a current Korean statement for every rule")
    func bundledKorean() throws {
        let catalog = try CatalogLoader.loadBundled()
        #expect(catalog.translations.count(in: .korean) == catalog.rules.filter { !$0.retired }.count)
    }
}

extension TranslationValidationTests {
    @Test("a rule translated twice is refused")
    func duplicate() throws {
        let twice = replacing(
            "\n  ]", with: ",\n    { \"id\": \"DEMO-001\", \"from\": \"aea57f79bfdd\", \"statement\": \"시스템은 먼저 willFinishLaunching을 호출한다.\" }\n  ]",
            in: Self.korean)
        #expect(try Self.messages(twice) == ["spec/ko/rules/demo.json:5: statement DEMO-001: field 'id': translated twice"])
    }
}
