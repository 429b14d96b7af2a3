import LifecycleConformance

extension BaselineComparison {
    /// Compares `report` with the earlier report `baseline`, read from `file`.
    public init(report: ConformanceReport, baseline: ConformanceReport, file: String) {
        self.file = file
        implementation = baseline.implementation
        verdict = baseline.summary.verdict
        kitVersion = baseline.kitVersion
        catalogHash = baseline.catalogHash
        let oldRules = Dictionary(baseline.rules.map { ($0.id, $0.status) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(report.rules.map(\.id))
        rulesOnlyInBaseline = baseline.rules.map(\.id).filter { !newIDs.contains($0) }
        rulesOnlyInReport = report.rules.map(\.id).filter { oldRules[$0] == nil }
        statusChanges = report.rules.compactMap { rule in
            guard let old = oldRules[rule.id], old != rule.status else { return nil }
            return RuleStatusChange(rule: rule.id, old: old, new: rule.status)
        }
        newFailures = report.rules.filter { Self.fails($0.status) && !(oldRules[$0.id].map(Self.fails) ?? false) }.map(\.id)
        fixedRules = statusChanges.filter { Self.fails($0.old) && Self.holds($0.new) }.map(\.rule)
        let oldTests = Dictionary(baseline.tests.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let newTestIDs = Set(report.tests.map(\.id))
        casesAdded = report.tests.map(\.id).filter { oldTests[$0] == nil }
        casesRemoved = baseline.tests.map(\.id).filter { !newTestIDs.contains($0) }
        casesChanged = report.tests.compactMap { test in
            guard let old = oldTests[test.id], old.status != test.status || old.failedRuleIDs != test.failedRuleIDs else { return nil }
            return CaseChange(id: test.id, old: old.status, new: test.status, oldFailedRuleIDs: old.failedRuleIDs, newFailedRuleIDs: test.failedRuleIDs)
        }
        warnings = Self.warnings(report: report, baseline: baseline, file: file, onlyOld: rulesOnlyInBaseline, onlyNew: rulesOnlyInReport)
    }

    static func fails(_ status: RuleStatus) -> Bool { status == .failed || status == .attestedFail }
    static func holds(_ status: RuleStatus) -> Bool { status == .passed || status == .attestedPass }

    /// One line for each reason the two reports may not compare rule for rule.
    static func warnings(report: ConformanceReport, baseline: ConformanceReport, file: String, onlyOld: [String], onlyNew: [String]) -> [String] {
        var warnings: [String] = []
        if baseline.kitVersion != report.kitVersion {
            warnings.append(
                "the baseline \(file) was written by LifecycleKit \(baseline.kitVersion ?? "(a version that does not say)"), this report by "
                    + "\(report.kitVersion ?? "(unknown)"); statuses may differ because the kit changed")
        }
        if baseline.catalogHash != report.catalogHash {
            let rules =
                onlyOld.isEmpty && onlyNew.isEmpty
                ? "the same rule ids, with other content"
                : "rules only in the baseline: \(listed(onlyOld)); rules only in this report: \(listed(onlyNew))"
            warnings.append(
                "the baseline \(file) was judged against another catalog (\(short(baseline.catalogHash)) vs \(short(report.catalogHash))): \(rules)")
        }
        return warnings
    }

    /// Up to ten ids, and how many more.
    static func listed(_ ids: [String]) -> String {
        guard !ids.isEmpty else { return "none" }
        return ids.prefix(10).joined(separator: ", ") + (ids.count > 10 ? " and \(ids.count - 10) more" : "")
    }

    /// The first 12 hexadecimal digits of a catalog hash.
    static func short(_ hash: String?) -> String {
        hash.map { String($0.prefix(12)) } ?? "no catalog hash"
    }
}
