import LifecycleSpec
import LifecycleText

extension FailureExplanation {
    /// The lines for a result; `catalog`, when given, adds each charged rule's statement.
    /// A result that did not fail gets its one-line account. The frame is worded in the
    /// language of `words` (case titles, hints, check names and messages through the language's `WrittenTextTable`; ids stay as written).
    public static func lines(for result: CaseResult, case conformanceCase: ConformanceCase?, catalog: Catalog?, words: Words = .english) -> [String] {
        guard let explanation = FailureExplanation(result: result, case: conformanceCase) else {
            return [result.report(hint: conformanceCase?.hint ?? "")]
        }
        return explanation.lines(catalog: catalog, words: words)
    }

    /// The explanation as the console prints it; `catalog`, when given, adds each charged
    /// rule's statement (in the language of `words`, when the catalog has it) and level.
    public func lines(catalog: Catalog?, words: Words = .english) -> [String] {
        var lines: [String] = []
        let location = source.map { " (\($0))" } ?? ""
        lines.append(words("explain.headline", ["case": caseID, "title": title.map(words.text) ?? "", "adapter": adapter, "location": location]))
        if let configuration = configuration(in: words) {
            lines.append(words("explain.configuration", "configuration", configuration))
            if !referenceApp.isEmpty { lines.append(words("explain.reference-app", "app", referenceApp.joined(separator: "; "))) }
            let setupText = setup.joined(separator: ", ")
            let stimuliText = stimuli.joined(separator: ", ")
            let after = setupText.isEmpty ? "" : words("explain.after-setup", "setup", setupText)
            lines.append(words("explain.stimuli", ["stimuli": stimuliText.isEmpty ? words("explain.none") : stimuliText, "setup": after]))
        }
        if checks.isEmpty {
            lines += messages.flatMap { Self.indented(words.text($0), by: "  ") }
            lines.append(words("explain.charged-to-rules", "rules", chargedRuleIDs.joined(separator: ", ")))
        }
        let language = CatalogLanguage(rawValue: words.language.rawValue) ?? .english
        for check in checks {
            let place = "\(sourceFile ?? ""):\(check.line)"
            lines.append(
                words("explain.check", ["check": words.text(check.summary), "place": place, "clauses": check.clauses.map(words.text).joined(separator: ", ")]))
            if check.ruleIDs.isEmpty {
                lines.append(words("explain.no-rule"))
            } else {
                lines.append(words("explain.charged-to"))
                for id in check.ruleIDs {
                    let statement = catalog.flatMap { catalog in
                        catalog.rule(id).map { " \(Self.short(catalog.statement(of: $0, in: language))) (\(words("level." + $0.level.rawValue)))" }
                    }
                    lines.append("      \(id)\(statement ?? "")")
                }
            }
            lines += check.messages.flatMap { Self.indented(words.text($0), by: "    ") }
        }
        if let hint { lines.append(words("explain.hint", "hint", words.text(hint))) }
        lines.append(words("explain.replay", "command", replay.onReference))
        if let runAgain = replay.runAgain { lines.append(words("explain.run-again", "command", runAgain)) }
        return lines
    }

    /// A statement cut to 110 characters, for one line of a terminal.
    public static func short(_ statement: String) -> String {
        statement.count <= 110 ? statement : String(statement.prefix(109)) + "…"
    }

    private static func indented(_ message: String, by indent: String) -> [String] {
        message.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }
    }
}
