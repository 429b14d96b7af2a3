import LifecycleText

/// The language a run prints in, and the words left once `--lang` is taken out: `--lang ko`
/// or `--lang=ko` anywhere before `--` wins over `LIFECYCLE_KIT_LANG`; English otherwise. A
/// code the kit has no language for is a usage mistake naming where it came from and the
/// codes there are (two letters are too short for a useful nearest match).
struct LanguageChoice {
    /// The language chosen.
    let language: Language
    /// The command line without the `--lang` option.
    let words: [String]

    /// Takes `--lang` out of `words`, or reads the environment.
    static func extract(from words: [String], environment: [String: String]) -> Result<LanguageChoice, UsageError> {
        var remaining: [String] = []
        var chosen: String?
        var index = 0
        while index < words.count {
            let word = words[index]
            if word == "--" {
                remaining += words[index...]
                break
            }
            if word == "--lang" {
                guard index + 1 < words.count else { return .failure(UsageError(id: "usage.needs-value", ["option": "--lang", "value": "LANGUAGE"])) }
                if chosen != nil { return .failure(UsageError(id: "usage.given-twice", ["option": "--lang", "count": "2"])) }
                chosen = words[index + 1]
                index += 2
                continue
            }
            if word.hasPrefix("--lang=") {
                if chosen != nil { return .failure(UsageError(id: "usage.given-twice", ["option": "--lang", "count": "2"])) }
                chosen = String(word.dropFirst("--lang=".count))
                index += 1
                continue
            }
            remaining.append(word)
            index += 1
        }
        if let chosen {
            guard let language = Language(code: chosen) else {
                return .failure(UsageError(id: "usage.bad-language", ["source": "--lang", "word": quotedArgument(chosen)]))
            }
            return .success(LanguageChoice(language: language, words: remaining))
        }
        guard let code = environment[Language.environmentVariable], !code.isEmpty else {
            return .success(LanguageChoice(language: .english, words: remaining))
        }
        guard let language = Language(code: code) else {
            return .failure(
                UsageError(id: "usage.bad-language", ["source": Language.environmentVariable, "word": quotedArgument(code)]))
        }
        return .success(LanguageChoice(language: language, words: remaining))
    }
}
