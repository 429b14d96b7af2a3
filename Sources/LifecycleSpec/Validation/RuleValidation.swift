import Foundation

extension ValidationContext {
    /// Reads every `rules/*.json` file and validates each record on its own.
    mutating func loadRules(in directory: URL, sections: [Section], categories: [RuleCategory], extensionSources: Set<String> = []) -> [Rule] {
        let sectionsByID = Dictionary(sections.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let categoryIDs = Set(categories.map(\.id))
        var rules: [Rule] = []
        var seen: [String: String] = [:]
        let files = jsonFiles(in: directory)
        if files.isEmpty {
            report(SpecDiagnostic(file: reader.displayPath(directory), message: "no rule files found"))
        }
        for url in files {
            let file = reader.displayPath(url)
            guard let (raw, text) = decode(RawRulesFile.self, at: url) else { continue }
            let lines = RecordLines(text)
            guard let sourceID = requireText(raw.source, file: file, line: 1, record: "rules file", field: "source") else { continue }
            for (index, rawRule) in (raw.rules ?? []).enumerated() {
                let line = rawRule.id.flatMap { lines.line(of: $0) }
                if let id = rawRule.id { declaredRuleIDs.insert(id) }
                guard
                    let rule = validate(
                        rawRule, index: index, sourceID: sourceID, file: file, line: line, sections: sectionsByID, categories: categoryIDs,
                        isExtension: extensionSources.contains(sourceID))
                else { continue }
                if let other = seen[rule.id] {
                    report(
                        SpecDiagnostic(file: file, line: line, record: "rule \(rule.id)", field: "id", message: "duplicate rule id (first defined in \(other))")
                    )
                    continue
                }
                seen[rule.id] = file
                rules.append(rule)
            }
        }
        return rules
    }

    private mutating func validate(
        _ raw: RawRule, index: Int, sourceID: String, file: String, line: Int?, sections: [String: Section], categories: Set<String>,
        isExtension: Bool
    ) -> Rule? {
        let record = "rule \(raw.id ?? "#\(index)")"
        let errorsBefore = diagnostics.count
        let id = requireText(raw.id, file: file, line: line, record: record, field: "id")
        if let id, !Self.isRuleID(id) {
            report(
                SpecDiagnostic(
                    file: file, line: line, record: record, field: "id", message: "must look like 'PREFIX-NNN' (upper-case prefix, three or more digits)"))
        }
        let sectionID = requireText(raw.section, file: file, line: line, record: record, field: "section")
        if let sectionID {
            if let section = sections[sectionID] {
                if section.sourceID != sourceID {
                    report(
                        SpecDiagnostic(
                            file: file, line: line, record: record, field: "section",
                            message: "section '\(sectionID)' belongs to source '\(section.sourceID)', not '\(sourceID)'"))
                }
            } else {
                report(SpecDiagnostic(file: file, line: line, record: record, field: "section", message: "unknown section '\(sectionID)'"))
            }
        }
        let level = requireEnum(RuleLevel.self, raw.level, file: file, line: line, record: record, field: "level")
        let basis = requireEnum(LevelBasis.self, raw.levelBasis, file: file, line: line, record: record, field: "levelBasis")
        let subject = requireEnum(RuleSubject.self, raw.subject, file: file, line: line, record: record, field: "subject")
        let testability = requireEnum(Testability.self, raw.testability, file: file, line: line, record: record, field: "testability")
        let category = requireText(raw.category, file: file, line: line, record: record, field: "category")
        if let category, !categories.contains(category) {
            report(
                SpecDiagnostic(file: file, line: line, record: record, field: "category", message: "unknown category '\(category)' (see spec/categories.json)"))
        }
        let statement = requireText(raw.statement, file: file, line: line, record: record, field: "statement")
        let reason = raw.testabilityReason?.trimmingCharacters(in: .whitespacesAndNewlines)
        if let testability, testability != .automated, reason?.isEmpty ?? true {
            report(
                SpecDiagnostic(
                    file: file, line: line, record: record, field: "testabilityReason", message: "required when testability is '\(testability.rawValue)'"))
        }
        if raw.seedLine == nil && !isExtension {
            report(SpecDiagnostic(file: file, line: line, record: record, field: "seedLine", message: "missing field"))
        }
        if isExtension && (level != .extension || basis != .beyondDocuments) {
            report(
                SpecDiagnostic(
                    file: file, line: line, record: record, field: "level",
                    message: "a rule of an extension source has level 'extension' and levelBasis 'beyond-documents'"))
        }
        if !isExtension && (level == .extension || basis == .beyondDocuments) {
            report(
                SpecDiagnostic(
                    file: file, line: line, record: record, field: "level",
                    message: "level 'extension' and levelBasis 'beyond-documents' belong to rules of an extension source only"))
        }
        if let level, let testability, (testability == .informative) != (level == .informative) {
            report(
                SpecDiagnostic(
                    file: file, line: line, record: record, field: "testability",
                    message: testability == .informative
                        ? "a rule that states nothing to check is informative; level '\(level.rawValue)' says it binds something"
                        : "an informative rule states nothing to check; testability must be 'informative', not '\(testability.rawValue)'"))
        }
        if let level, let basis {
            checkLevelAgreesWithBasis(level: level, basis: basis, subject: subject, file: file, line: line, record: record)
        }
        let note = translationNote(raw.translationNote, file: file, line: line, record: record)
        let versions = versionRange(raw.ios, file: file, line: line, record: record, field: "ios")
        guard diagnostics.count == errorsBefore, let id, let sectionID, let level, let basis, let subject, let testability, let category, let statement else {
            return nil
        }
        return Rule(
            id: id, sourceID: sourceID, sectionID: sectionID, level: level, levelBasis: basis, subject: subject,
            category: category, statement: statement, testability: testability,
            testabilityReason: reason?.isEmpty == false ? reason : nil, iosVersions: versions,
            conflictsWith: raw.conflictsWith ?? [], sameAs: raw.sameAs ?? [], seedLine: raw.seedLine ?? 0,
            retired: raw.retired ?? false, translationNote: note, file: file)
    }

    static func isRuleID(_ id: String) -> Bool {
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let prefix = parts.first, let number = parts.last else { return false }
        return !prefix.isEmpty && prefix.allSatisfy { $0.isASCII && $0.isUppercase }
            && number.count >= 3 && number.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Every `conflictsWith` and `sameAs` reference resolves, and conflicts are mutual.
    mutating func checkRuleReferences(_ rules: [Rule]) {
        let byID = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for rule in rules {
            for (field, targets) in [("conflictsWith", rule.conflictsWith), ("sameAs", rule.sameAs)] {
                for target in targets {
                    guard let other = byID[target] else {
                        if declaredRuleIDs.contains(target) { continue }
                        report(
                            SpecDiagnostic(file: rule.file, record: "rule \(rule.id)", field: field, message: "dangling reference to unknown rule '\(target)'"))
                        continue
                    }
                    if target == rule.id {
                        report(SpecDiagnostic(file: rule.file, record: "rule \(rule.id)", field: field, message: "a rule cannot refer to itself"))
                    } else if field == "conflictsWith", !other.conflictsWith.contains(rule.id) {
                        report(
                            SpecDiagnostic(
                                file: rule.file, record: "rule \(rule.id)", field: field,
                                message: "one-sided conflict: '\(target)' does not list '\(rule.id)' in conflictsWith"))
                    }
                }
            }
        }
    }

    /// Every section has a rule or says why it has none.
    mutating func checkSectionCoverage(sections: [Section], rules: [Rule]) {
        guard !aFileFailedToDecode else { return }
        let covered = Set(rules.map(\.sectionID))
        for section in sections where !covered.contains(section.id) && section.noRulesReason == nil {
            report(
                SpecDiagnostic(
                    file: section.file, line: section.fileLine, record: "section \(section.id)", field: "noRulesReason",
                    message: "the section has no rule and gives no reason why"))
        }
    }
}
