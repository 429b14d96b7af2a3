import LifecycleConformance

/// What changed since an earlier report of the same implementation (`--baseline`): rules
/// that fail now and did not, rules fixed, every rule whose status moved, and the cases
/// added, removed or changed. Warnings say when the two reports cannot be compared rule for
/// rule (another kit, another catalog).
public struct BaselineComparison: Sendable, Hashable, Codable {
    /// The baseline's `report.json`, as given on the command line.
    public var file: String
    /// What the baseline checked.
    public var implementation: ImplementationInfo
    /// The baseline's verdict.
    public var verdict: Verdict
    /// The kit version that wrote the baseline; nil when it does not say.
    public var kitVersion: String?
    /// The catalog hash of the baseline; nil when it does not say.
    public var catalogHash: String?
    /// Why the comparison may mislead, one line each: other kit versions, other catalogs.
    public var warnings: [String]
    /// Rules that fail now (`failed` or `attested-fail`) and did not in the baseline.
    public var newFailures: [String]
    /// Rules that failed in the baseline and pass now (`passed` or `attested-pass`).
    public var fixedRules: [String]
    /// Every rule in both reports whose status changed, in catalog order.
    public var statusChanges: [RuleStatusChange]
    /// Rules only the baseline has (a catalog that has since lost them).
    public var rulesOnlyInBaseline: [String]
    /// Rules only this report has (a catalog that has since gained them).
    public var rulesOnlyInReport: [String]
    /// Cases (or tests) this run has that the baseline did not, in run order.
    public var casesAdded: [String]
    /// Cases (or tests) of the baseline this run did not have, in the baseline's order.
    public var casesRemoved: [String]
    /// Cases in both whose status or charged rules changed, in run order.
    public var casesChanged: [CaseChange]

    /// True when nothing moved: no rule status and no case changed, none added or removed.
    public var isUnchanged: Bool {
        statusChanges.isEmpty && casesAdded.isEmpty && casesRemoved.isEmpty && casesChanged.isEmpty && rulesOnlyInBaseline.isEmpty
            && rulesOnlyInReport.isEmpty
    }
}

/// A rule whose status changed between the baseline and this report.
public struct RuleStatusChange: Sendable, Hashable, Codable {
    /// The rule id.
    public var rule: String
    /// Its status in the baseline.
    public var old: RuleStatus
    /// Its status now.
    public var new: RuleStatus

    /// A change of `rule` from `old` to `new`.
    public init(rule: String, old: RuleStatus, new: RuleStatus) {
        self.rule = rule
        self.old = old
        self.new = new
    }
}

/// A case in both reports that ended differently.
public struct CaseChange: Sendable, Hashable, Codable {
    /// The case (or test) id.
    public var id: String
    /// Its status in the baseline.
    public var old: TestStatus
    /// Its status now.
    public var new: TestStatus
    /// The rules its failure was charged to in the baseline.
    public var oldFailedRuleIDs: [String]
    /// The rules its failure is charged to now.
    public var newFailedRuleIDs: [String]

    /// A case that ended `old` in the baseline and `new` now, with the rules charged each time.
    public init(id: String, old: TestStatus, new: TestStatus, oldFailedRuleIDs: [String], newFailedRuleIDs: [String]) {
        self.id = id
        self.old = old
        self.new = new
        self.oldFailedRuleIDs = oldFailedRuleIDs
        self.newFailedRuleIDs = newFailedRuleIDs
    }
}
