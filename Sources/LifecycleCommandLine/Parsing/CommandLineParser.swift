/// Reads the words after the command name against the command's declared parameters and
/// fills them in. Everything it does not recognise is an error: an unknown option, a
/// stray word, a missing or malformed value — never silently ignored.
struct CommandLineParser {
    let parameters: DeclaredParameters

    /// The words before `--`, where `--help` and `-h` ask for help.
    static func asksForHelp(_ words: [String]) -> Bool {
        words.prefix { $0 != "--" }.contains { $0 == "--help" || $0 == "-h" }
    }

    func parse(_ words: [String]) throws(UsageError) {
        var given: [String: [String]] = [:]
        var positional: [String] = []
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || !Self.isOptionLike(word) {
                positional.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            guard word.hasPrefix("--") else { throw unknownShortOption(word) }
            var name = String(word.dropFirst(2))
            var inlineValue: String?
            if let equals = name.firstIndex(of: "=") {
                inlineValue = String(name[name.index(after: equals)...])
                name = String(name[..<equals])
            }
            guard let declaration = parameters.named(name) else { throw unknownOption(name) }
            switch declaration.kind {
            case .flag:
                guard inlineValue == nil else { throw UsageError(id: "usage.takes-no-value", ["option": declaration.displayName]) }
                given[name, default: []].append("")
            case .option:
                if let inlineValue {
                    given[name, default: []].append(inlineValue)
                } else {
                    guard index < words.count else {
                        throw UsageError(id: "usage.needs-value", ["option": declaration.displayName, "value": declaration.valueName])
                    }
                    let value = words[index]
                    if value.hasPrefix("--") && value.count > 2 {
                        throw UsageError(
                            id: "usage.needs-value-got-option",
                            ["option": declaration.displayName, "value": declaration.valueName, "word": quotedArgument(value)])
                    }
                    given[name, default: []].append(value)
                    index += 1
                }
                while declaration.takesFollowingWords, index < words.count, !Self.isOptionLike(words[index]) {
                    given[name, default: []].append(words[index])
                    index += 1
                }
            case .argument:
                throw unknownOption(name)
            }
        }
        try assign(given: given, positional: positional)
    }

    private func assign(given: [String: [String]], positional: [String]) throws(UsageError) {
        let arguments = parameters.arguments
        if positional.count > arguments.count {
            throw unexpectedWord(positional[arguments.count])
        }
        for (offset, declaration) in arguments.enumerated() where offset >= positional.count && declaration.isRequired {
            throw UsageError(id: "usage.missing", ["what": declaration.valueName])
        }
        var argumentIndex = 0
        for entry in parameters.entries {
            let declaration = entry.declaration
            switch declaration.kind {
            case .argument:
                let texts = argumentIndex < positional.count ? [positional[argumentIndex]] : []
                argumentIndex += 1
                try entry.parameter.assign(texts, declaration: declaration)
            case .option, .flag:
                let texts = given[declaration.name] ?? []
                if texts.isEmpty && declaration.isRequired { throw UsageError(id: "usage.missing", ["what": declaration.synopsis]) }
                try entry.parameter.assign(texts, declaration: declaration)
            }
        }
    }

    /// `-x`, `--x`: but not `-` alone (standard input) or a negative number.
    static func isOptionLike(_ word: String) -> Bool {
        guard word.hasPrefix("-"), word.count > 1 else { return false }
        return Double(word) == nil
    }

    private var longNames: [String] {
        parameters.declarations.filter { $0.kind != .argument && !$0.isHidden }.map { "--\($0.name)" } + ["--help"]
    }

    private func unknownOption(_ name: String) -> UsageError {
        UsageError(id: "usage.unknown-option", ["word": "--" + quotedArgument(name)], suggestion: NearestMatch.best(for: "--" + name, among: longNames))
    }

    /// `-o`: the kit has no short options besides `-h`; suggest the long option it most likely means.
    private func unknownShortOption(_ word: String) -> UsageError {
        let letters = word.dropFirst()
        let sameInitial = longNames.filter { $0.dropFirst(2).hasPrefix(letters.prefix(1)) }
        let suggestion = sameInitial.count == 1 ? sameInitial[0] : NearestMatch.best(for: "--" + letters, among: longNames)
        return UsageError(id: "usage.unknown-short-option", ["word": quotedArgument(word)], suggestion: suggestion)
    }

    /// A word with no place: perhaps an option's value without the option, or an option without its dashes.
    private func unexpectedWord(_ word: String) -> UsageError {
        // An option-like word reaches here only after `--`, which ends the options.
        if Self.isOptionLike(word) { return UsageError(id: "usage.unexpected-after-dashes", ["word": quotedArgument(word)]) }
        for declaration in parameters.declarations where declaration.kind == .option(isList: false) || declaration.kind == .option(isList: true) {
            if let value = NearestMatch.best(for: word, among: declaration.choices) {
                return UsageError(id: "usage.unexpected-argument", ["word": quotedArgument(word)], suggestion: "\(declaration.displayName) \(value)")
            }
        }
        let names = parameters.declarations.filter { $0.kind != .argument && !$0.isHidden }.map(\.name)
        let option = NearestMatch.best(for: word, among: names).map { "--" + $0 }
        return UsageError(id: "usage.unexpected-argument", ["word": quotedArgument(word)], suggestion: option)
    }
}
