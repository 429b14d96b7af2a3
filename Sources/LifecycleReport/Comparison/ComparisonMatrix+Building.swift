import LifecycleConformance

extension ComparisonMatrix {
    /// The matrix of `reports`, each named by the file it was read from.
    public init(reports: [(file: String, report: ConformanceReport)]) {
        columns = reports.map { file, report in
            Column(
                file: file, implementation: report.implementation, verdict: report.summary.verdict, kitVersion: report.kitVersion,
                catalogHash: report.catalogHash)
        }
        var ruleOrder: [String] = []
        var firstEntry: [String: RuleEntry] = [:]
        var sectionOrder: [String] = []
        var sectionPaths: [String: [String]] = [:]
        for (_, report) in reports {
            for section in report.sections where sectionPaths[section.id] == nil {
                sectionOrder.append(section.id)
                sectionPaths[section.id] = section.path
            }
            for rule in report.rules where firstEntry[rule.id] == nil {
                ruleOrder.append(rule.id)
                firstEntry[rule.id] = rule
            }
        }
        let statusMaps = reports.map { Dictionary($0.report.rules.map { ($0.id, $0.status) }, uniquingKeysWith: { first, _ in first }) }
        var rowsBySection: [String: [Row]] = [:]
        for id in ruleOrder {
            guard let entry = firstEntry[id] else { continue }
            let statuses = statusMaps.map { $0[id] }
            let row = Row(rule: id, level: entry.level, statement: entry.statement, statuses: statuses, disagrees: Set(statuses).count > 1)
            rowsBySection[entry.section, default: []].append(row)
        }
        groups = sectionOrder.compactMap { section in
            guard let rows = rowsBySection[section], !rows.isEmpty else { return nil }
            let passed = reports.indices.map { column in rows.count { [.passed, .attestedPass].contains($0.statuses[column]) } }
            let judged = reports.indices.map { column in
                rows.count { [.passed, .failed, .untested, .attestedPass, .attestedFail].contains($0.statuses[column]) }
            }
            let ordered = rows.filter(\.disagrees) + rows.filter { !$0.disagrees }
            return Group(
                section: section, path: sectionPaths[section] ?? [section], passed: passed, judged: judged, disagreements: rows.count(where: \.disagrees),
                rows: ordered)
        }
        warnings = Self.warnings(columns)
    }

    /// One line when the reports were judged against different catalogs, one when different kits wrote them.
    static func warnings(_ columns: [Column]) -> [String] {
        var warnings: [String] = []
        let hashes = Set(columns.map { $0.catalogHash ?? "" })
        if hashes.count > 1 {
            let list = columns.map { "\($0.file) \(BaselineComparison.short($0.catalogHash))" }.joined(separator: ", ")
            warnings.append("the reports were judged against \(hashes.count) different catalogs (\(list)); a rule's row may compare different statements")
        }
        let kits = Set(columns.map { $0.kitVersion ?? "" })
        if kits.count > 1 {
            let list = columns.map { "\($0.file) \($0.kitVersion ?? "(not stated)")" }.joined(separator: ", ")
            warnings.append("the reports were written by \(kits.count) different kit versions (\(list))")
        }
        return warnings
    }
}
