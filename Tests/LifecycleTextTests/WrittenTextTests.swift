import Testing

@testable import LifecycleText

@Suite("Texts written as data are translated exactly, through patterns, or left in English")
struct WrittenTextTests {
    static let table = WrittenTextTable(
        exact: ["the app moves to background": "앱이 백그라운드로 옮겨 간다"],
        patterns: [
            "{row} calls {callbacks} in this order": "{row}에서는 {callbacks}이(가) 이 순서로 호출된다",
            "{row} calls none of the app's code": "{row}에서는 앱의 코드가 하나도 호출되지 않는다",
            "the app moves to {state}": "앱이 {state} 상태로 옮겨 간다",
            "{indent}expected{gap}| observed": "{indent}기대    {gap}| 관측",
        ],
        fragments: ["inactive": "비활성"])

    @Test("an exact entry wins; a pattern fills its placeholders, capturing fragments in translation")
    func lookups() {
        let translator = WrittenTextTranslator(Self.table)
        #expect(translator.translation(of: "the app moves to background") == "앱이 백그라운드로 옮겨 간다")
        #expect(translator.translation(of: "the app moves to inactive") == "앱이 비활성 상태로 옮겨 간다", "a captured fragment is translated")
        #expect(translator.translation(of: "the app moves to limbo") == "앱이 limbo 상태로 옮겨 간다", "an unknown capture stays as written")
        #expect(
            translator.translation(of: "TR-001 calls willResignActive, didEnterBackground in this order")
                == "TR-001에서는 willResignActive, didEnterBackground이(가) 이 순서로 호출된다")
        #expect(translator.translation(of: "nothing like it") == nil)
        #expect(translator.translation(of: "the app moves to ") == nil, "a placeholder takes at least one character")
    }

    @Test("the most specific pattern wins: TR-040 calls none of the app's code is not a list of callbacks")
    func specificity() {
        let translator = WrittenTextTranslator(Self.table)
        #expect(translator.translation(of: "TR-040 calls none of the app's code") == "TR-040에서는 앱의 코드가 하나도 호출되지 않는다")
    }

    @Test("a text of several lines is translated line by line; English stays where a line has no entry")
    func lines() {
        let translator = WrittenTextTranslator(Self.table)
        let text = "the app moves to inactive\n   expected                | observed\n>> state:inactive          | state:active"
        #expect(translator.translate(text) == "앱이 비활성 상태로 옮겨 간다\n   기대                    | 관측\n>> state:inactive          | state:active")
    }

    @Test("Words.text leaves English alone and uses the stored Korean table")
    func words() {
        #expect(Words.english.text("the app moves to inactive") == "the app moves to inactive")
        #expect(Words(.korean).text("the app moves to inactive") == "앱이 비활성 상태로 옮겨 간다", "the stored Korean table is read from the resources")
        #expect(Words(.korean).text("no entry for this") == "no entry for this")
    }

    @Test("a capture is translated through the patterns one level deep; a short generic pattern is never used inside another")
    func nested() {
        let table = WrittenTextTable(
            exact: ["the app is suspended": "앱이 일시 중단된다"],
            patterns: [
                "{check}: {message}": "{check}: {message}",
                "the callbacks of stimulus {n}": "자극 {n}의 콜백",
                "expected {expected}, observed {observed}": "기대: {expected}, 관측: {observed}",
            ])
        let translator = WrittenTextTranslator(table)
        #expect(translator.translation(of: "the callbacks of stimulus 2: expected a → b, observed b") == "자극 2의 콜백: 기대: a → b, 관측: b")
        #expect(translator.translation(of: "the app is suspended: it ran out of time") == "앱이 일시 중단된다: it ran out of time")
        #expect(
            translator.translation(of: "expected x: y, observed z: w") == "기대: x: y, 관측: z: w",
            "the generic {check}: {message} is not tried inside the captures of another pattern")
    }
}
