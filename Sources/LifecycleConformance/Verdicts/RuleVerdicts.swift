import LifecycleSpec

/// The status of one rule after a run.
public enum RuleStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// A case naming the rule passed and no case charged it with a failure.
    case passed
    /// A failing case charged the rule.
    case failed
    /// The rule is automated but no case decided it.
    case untested
    /// The only cases naming the rule were not applicable to the adapter.
    case notApplicable = "not-applicable"
    /// A person must check the rule, and no reviewer has attested it yet (unreviewed).
    case manual
    /// A person must check the rule, and a reviewer attested that it holds.
    case attestedPass = "attested-pass"
    /// A person must check the rule, and a reviewer attested that it does not hold.
    case attestedFail = "attested-fail"
    /// The rule states nothing to check, and no case decided it.
    case informative
}

/// Rule-by-rule verdicts from case results: a rule fails when any case naming it fails,
/// passes when at least one applicable case names it and none fails.
public struct RuleVerdicts: Sendable {
    /// The status of every rule, keyed by rule id.
    public let statuses: [String: RuleStatus]
    /// The catalog the verdicts are about.
    public let catalog: Catalog

    /// Derives a status for every rule of `catalog` from `results`, and for the rules a person
    /// must check from the reviewers' `attestations`.
    public init(catalog: Catalog, results: [CaseResult], attestations: AttestationSet? = nil) {
        self.catalog = catalog
        var statuses: [String: RuleStatus] = [:]
        for rule in catalog.rules {
            switch rule.testability {
            case .manual: statuses[rule.id] = .manual
            case .informative: statuses[rule.id] = .informative
            case .automated: statuses[rule.id] = .untested
            }
        }
        // Only automated rules take their status from cases: a manual or informative rule a
        // case happens to name (a table row citing it, say) keeps its status, so a verdict never
        // claims a rule the kit cannot observe.
        let automated = Set(catalog.rules.filter { $0.testability == .automated }.map(\.id))
        for result in results {
            for id in result.ruleIDs where automated.contains(id) {
                switch result.outcome {
                case .failed:
                    // A failing case charges only the rules its failed checks blame; the checks of
                    // its other rules held, as in a passing case.
                    if result.failedRuleIDs.contains(id) {
                        statuses[id] = .failed
                    } else if statuses[id] != .failed {
                        statuses[id] = .passed
                    }
                case .passed: if statuses[id] != .failed { statuses[id] = .passed }
                case .notApplicable: if statuses[id] == .untested { statuses[id] = .notApplicable }
                }
            }
        }
        for attestation in attestations?.attestations ?? [] where statuses[attestation.rule] == .manual {
            switch attestation.verdict {
            case .pass: statuses[attestation.rule] = .attestedPass
            case .fail: statuses[attestation.rule] = .attestedFail
            case .notApplicable: statuses[attestation.rule] = .notApplicable
            }
        }
        self.statuses = statuses
    }

    /// True when no applicable required rule failed, went untested, or was attested to fail.
    public var conforms: Bool {
        catalog.rules.allSatisfy { rule in
            rule.level != .required || ![.failed, .untested, .attestedFail].contains(statuses[rule.id])
        }
    }

    /// The rules with a given status, in catalog order.
    public func rules(with status: RuleStatus) -> [Rule] {
        catalog.rules.filter { statuses[$0.id] == status }
    }

    /// Counts per level and status.
    public func counts(for level: RuleLevel) -> [RuleStatus: Int] {
        catalog.rules.filter { $0.level == level }.reduce(into: [:]) { counts, rule in counts[statuses[rule.id] ?? .untested, default: 0] += 1 }
    }

    /// A plain-text summary: whether the adapter conforms, the counts per level and status, and the failed rules.
    public func text(adapter: String, caseCount: Int) -> String {
        var lines = ["adapter \(adapter): \(conforms ? "conforms" : "does-not-conform") (\(caseCount) cases)"]
        for level in RuleLevel.allCases {
            let counts = counts(for: level)
            let parts = RuleStatus.allCases.compactMap { status in counts[status].map { "\(status.rawValue) \($0)" } }
            lines.append("  \(level.rawValue): " + parts.joined(separator: ", "))
        }
        let failed = rules(with: .failed).map(\.id)
        if !failed.isEmpty { lines.append("  failed rules: " + failed.joined(separator: ", ")) }
        return lines.joined(separator: "\n")
    }
}
