import Foundation

extension ValidationContext {
    /// Reads `conflicts.json` and checks it against the rules' `conflictsWith` links.
    mutating func loadConflicts(at url: URL, rules: [Rule]) -> [RuleConflict] {
        let file = reader.displayPath(url)
        guard let (raw, text) = decode(RawConflictsFile.self, at: url) else { return [] }
        let lines = RecordLines(text)
        let ruleIDs = Set(rules.map(\.id))
        var conflicts: [RuleConflict] = []
        var seen = Set<String>()
        var pairsDeclared = Set<[String]>()
        for (index, entry) in (raw.conflicts ?? []).enumerated() {
            let record = "conflict \(entry.id ?? "#\(index)")"
            let line = entry.id.flatMap { lines.line(of: $0) }
            let before = diagnostics.count
            let id = requireText(entry.id, file: file, line: line, record: record, field: "id")
            if let id, !seen.insert(id).inserted {
                report(SpecDiagnostic(file: file, line: line, record: record, field: "id", message: "duplicate conflict id"))
            }
            let topic = requireText(entry.topic, file: file, line: line, record: record, field: "topic")
            let members = entry.rules ?? []
            if members.count < 2 {
                report(SpecDiagnostic(file: file, line: line, record: record, field: "rules", message: "a conflict needs at least two rules"))
            }
            for member in members where !ruleIDs.contains(member) && !declaredRuleIDs.contains(member) {
                report(SpecDiagnostic(file: file, line: line, record: record, field: "rules", message: "dangling reference to unknown rule '\(member)'"))
            }
            let modelDefault = requireText(entry.modelDefault, file: file, line: line, record: record, field: "modelDefault")
            if let modelDefault, !members.contains(modelDefault) {
                report(
                    SpecDiagnostic(
                        file: file, line: line, record: record, field: "modelDefault", message: "'\(modelDefault)' is not one of the conflict's rules"))
            }
            // A conflict without `selectedBy` is one the model cannot follow both ways.
            var setting: String?
            let values = entry.selectedBy?.values ?? [:]
            if let selectedBy = entry.selectedBy {
                setting = requireText(selectedBy.setting, file: file, line: line, record: record, field: "selectedBy.setting")
                for member in members where values[member] == nil {
                    report(
                        SpecDiagnostic(file: file, line: line, record: record, field: "selectedBy.values", message: "no setting value selects rule '\(member)'")
                    )
                }
            }
            let explanation = requireText(entry.explanation, file: file, line: line, record: record, field: "explanation")
            guard diagnostics.count == before, let id, let topic, let modelDefault, let explanation else { continue }
            for first in members { for second in members where first < second { pairsDeclared.insert([first, second]) } }
            conflicts.append(
                RuleConflict(
                    id: id, topic: topic, ruleIDs: members, modelDefault: modelDefault, setting: setting, settingValues: values, explanation: explanation))
        }
        for rule in rules {
            for other in rule.conflictsWith where rule.id < other && ruleIDs.contains(other) && !pairsDeclared.contains([rule.id, other]) {
                report(
                    SpecDiagnostic(
                        file: rule.file, record: "rule \(rule.id)", field: "conflictsWith",
                        message: "the conflict with '\(other)' is not described in spec/conflicts.json"))
            }
        }
        let byID = Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for conflict in conflicts {
            for first in conflict.ruleIDs {
                for second in conflict.ruleIDs where first != second && byID[first]?.conflictsWith.contains(second) == false {
                    report(
                        SpecDiagnostic(
                            file: file, record: "conflict \(conflict.id)", field: "rules", message: "rule '\(first)' does not list '\(second)' in conflictsWith"
                        ))
                }
            }
        }
        return conflicts
    }
}
