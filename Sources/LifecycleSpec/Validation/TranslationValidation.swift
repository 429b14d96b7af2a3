import Foundation

/// A file of translated statements, `spec/<language>/rules/<name>.json`.
struct RawTranslationFile: Decodable {
    struct Statement: Decodable {
        var id: String?
        var from: String?
        var statement: String?
    }

    var source: String?
    var language: String?
    var statements: [Statement]?
}

extension ValidationContext {
    /// Reads the translated statements of every language folder present (`spec/ko/rules`).
    /// A language, once present, must be complete and current: every rule has one non-empty
    /// statement in its source's file, written in that language, translated from the rule's
    /// present English statement (its `from` fingerprint matches).
    mutating func loadTranslations(under root: URL, rules: [Rule]) -> RuleTranslations {
        var translations: [CatalogLanguage: [String: String]] = [:]
        for language in CatalogLanguage.translations {
            let folder = root.appendingPathComponent(language.rawValue).appendingPathComponent("rules")
            guard CatalogLayout.kind(of: folder.path) == .folder else { continue }
            translations[language] = loadTranslations(in: folder, language: language, rules: rules)
        }
        return RuleTranslations(translations)
    }

    private mutating func loadTranslations(in folder: URL, language: CatalogLanguage, rules: [Rule]) -> [String: String] {
        let rulesByID = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var statements: [String: String] = [:]
        var mentioned: Set<String> = []
        var fileOfSource: [String: String] = [:]
        for url in jsonFiles(in: folder) {
            let file = reader.displayPath(url)
            guard let (raw, text) = decode(RawTranslationFile.self, at: url) else { continue }
            let lines = RecordLines(text)
            guard let sourceID = requireText(raw.source, file: file, line: 1, record: "translation file", field: "source") else { continue }
            if raw.language != language.rawValue {
                report(
                    SpecDiagnostic(
                        file: file, line: 1, record: "translation file", field: "language", message: "must be '\(language.rawValue)', the folder's language"))
            }
            fileOfSource[sourceID] = file
            for (index, entry) in (raw.statements ?? []).enumerated() {
                let line = entry.id.flatMap { lines.line(of: $0) }
                let record = "statement \(entry.id ?? "#\(index + 1)")"
                guard let id = requireText(entry.id, file: file, line: line, record: record, field: "id") else { continue }
                guard let rule = rulesByID[id] else {
                    if !declaredRuleIDs.contains(id) {
                        report(SpecDiagnostic(file: file, line: line, record: record, field: "id", message: "unknown rule '\(id)'"))
                    }
                    continue
                }
                if rule.sourceID != sourceID {
                    report(
                        SpecDiagnostic(
                            file: file, line: line, record: record, field: "id", message: "\(id) belongs to source '\(rule.sourceID)', not '\(sourceID)'"))
                }
                if mentioned.contains(id) {
                    report(SpecDiagnostic(file: file, line: line, record: record, field: "id", message: "translated twice"))
                    continue
                }
                mentioned.insert(id)
                guard let statement = requireText(entry.statement, file: file, line: line, record: record, field: "statement") else { continue }
                if language == .korean && Self.firstHangulLine(in: statement) == nil {
                    report(
                        SpecDiagnostic(file: file, line: line, record: record, field: "statement", message: "holds no Korean; translate the English statement"))
                }
                let current = RuleTranslations.fingerprint(of: rule.statement)
                if entry.from != current {
                    report(
                        SpecDiagnostic(
                            file: file, line: line, record: record, field: "from",
                            message: "the English statement changed since this was translated (from '\(entry.from ?? "")', now '\(current)'); "
                                + "translate it again and set from to '\(current)'"))
                }
                statements[id] = statement
            }
        }
        for rule in rules where !mentioned.contains(rule.id) && !rule.retired {
            let file = fileOfSource[rule.sourceID] ?? reader.displayPath(folder.appendingPathComponent("\(rule.sourceID).json"))
            report(
                SpecDiagnostic(
                    file: file, record: "statement \(rule.id)", message: "\(rule.id) has no \(language.name) statement; add one translated from the English"))
        }
        return statements
    }
}
