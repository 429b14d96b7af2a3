import LifecycleCommandLine
import LifecycleKitCommands
import LifecycleText
import Testing

/// `lifecycle-kit help COMMAND --lang ko` prints every command's help in Korean: each text
/// the commands declare in English has its Korean translation, and no translation is left
/// over from a text that no longer exists.
@Suite("Every command's help has its Korean translation")
struct DeclaredHelpTests {
    static let declared = LifecycleKit.program.declaredTexts
    static let korean = DeclaredTextTranslations.korean

    @Test("each declared help text has a Korean translation, written in Korean")
    func everyTextTranslated() {
        let missing = Set(Self.declared.keys).subtracting(Self.korean.keys).sorted()
        #expect(missing == [], "help texts without a Korean translation")
        for (key, text) in Self.korean {
            #expect(text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, "\(key): '\(text)' has no Korean")
        }
    }

    @Test("no Korean translation is left without its English text")
    func noLeftovers() {
        #expect(Set(Self.korean.keys).subtracting(Self.declared.keys).sorted() == [])
    }
}
