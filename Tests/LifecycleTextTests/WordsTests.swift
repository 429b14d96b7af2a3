import Testing

@testable import LifecycleText

@Suite("Words: a message by id, its placeholders filled, in the chosen language")
struct WordsTests {
    @Test("placeholders are filled by name; an unknown one and a lone brace stay as written")
    func filling() {
        #expect(Words.fill("{a} and {b}", ["a": "1", "b": "2"]) == "1 and 2")
        #expect(Words.fill("{a} {missing} {", ["a": "x"]) == "x {missing} {")
        #expect(Words.placeholders(in: "{count} rules in {sections} sections, {count}") == ["count", "sections"])
    }

    @Test("the same id reads in English and in Korean")
    func languages() {
        #expect(Words(.english)("usage.unknown-option", "word", "--x") == "unknown option '--x'")
        #expect(Words(.korean)("usage.unknown-option", "word", "--x") == "알 수 없는 옵션 '--x'")
        #expect(Words(.korean)("no.such.message") == "no.such.message")
    }

    @Test("a declared English text is kept in English and translated in Korean when a translation exists")
    func declared() {
        #expect(Words(.english).declared("declared.nothing.abstract", english: "plain") == "plain")
        #expect(Words(.korean).declared("declared.nothing.abstract", english: "plain") == "plain")
    }

    @Test("language codes: en and ko, with a region or encoding after them; others refused")
    func codes() {
        #expect(Language(code: "ko") == .korean)
        #expect(Language(code: "ko_KR.UTF-8") == .korean)
        #expect(Language(code: "EN-us") == .english)
        #expect(Language(code: "fr") == nil)
        #expect(Language(code: "") == nil)
        #expect(Language(code: "korean") == nil)
    }
}
