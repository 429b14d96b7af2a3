import Foundation
import LifecycleCommandLine
import LifecycleKitCommands
import LifecycleSpec
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

    /// The file that records, per help text, the fingerprint of the English its Korean was
    /// translated from.
    static let fromFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Sources/LifecycleText/Messages/DeclaredHelpKorean+From.swift").standardizedFileURL

    @Test("each Korean help text was translated from the English the command declares now (its `from` fingerprint matches)")
    func translationsAreCurrent() throws {
        let fresh = Self.declared.mapValues(RuleTranslations.fingerprint)
        if ProcessInfo.processInfo.environment["LIFECYCLE_KIT_UPDATE_HELP_FROM"] == "1" {
            let entries = fresh.keys.sorted().map { "        \"\($0)\": \"\(fresh[$0] ?? "")\"," }
            let text = """
                /// For each Korean help text, the fingerprint (``RuleTranslations/fingerprint(of:)``'s
                /// form: 12 hex digits of SHA-256) of the English it was translated from. When a
                /// command's English help changes, `DeclaredHelpTests` names the text whose Korean
                /// must be looked at again; after updating the Korean, run
                /// `LIFECYCLE_KIT_UPDATE_HELP_FROM=1 swift test --filter DeclaredHelpTests`.
                extension DeclaredHelpKorean {
                    static let from: [String: String] = [
                \(entries.joined(separator: "\n"))
                    ]
                }

                """
            try text.write(to: Self.fromFile, atomically: true, encoding: .utf8)
            return
        }
        let recorded = DeclaredTextTranslations.koreanFrom
        for key in fresh.keys.sorted() where recorded[key] != fresh[key] {
            let message: String =
                "help text '\(key)' changed since its Korean was written (recorded from \(recorded[key] ?? "nothing"), now \(fresh[key] ?? "")): "
                + "check the Korean in DeclaredHelpKorean, then run LIFECYCLE_KIT_UPDATE_HELP_FROM=1 swift test --filter DeclaredHelpTests"
            Issue.record(Comment(rawValue: message))
        }
        #expect(Set(recorded.keys) == Set(fresh.keys), "the fingerprints name exactly the declared texts")
    }
}
