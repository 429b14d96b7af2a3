/// The kit's checks of the files an app side declares it keeps (``StoredFile``): one finding
/// per rule, naming the files that break it.
public enum StoredFileChecks {
    /// A rule on declared files: its id, the files it applies to, what each must satisfy and
    /// how a breach reads.
    struct FileRule: Sendable {
        let ruleID: String
        let applies: @Sendable (StoredFile) -> Bool
        let holds: @Sendable (StoredFile) -> Bool
        let what: String
        let breach: String
    }

    /// The rules, in catalog order.
    static let rules: [FileRule] = [
        FileRule(
            ruleID: "APG-223", applies: { $0.kind == .appData }, holds: { $0.location == .applicationSupport },
            what: "app data files", breach: "not in Library/Application Support/<bundleID>/"),
        FileRule(
            ruleID: "APG-225", applies: { $0.location == .appBundle }, holds: { !$0.changedByApp },
            what: "files in the app bundle", breach: "changed inside the bundle instead of in a copy elsewhere in the sandbox"),
        FileRule(
            ruleID: "APG-470", applies: { $0.kind == .userDocument }, holds: { $0.location == .documents },
            what: "user documents", breach: "not in Documents"),
        FileRule(
            ruleID: "APG-472", applies: { $0.kind == .cache }, holds: { $0.location == .caches },
            what: "cached data", breach: "not in Library/Caches"),
        FileRule(
            ruleID: "APG-473", applies: { $0.kind == .temporary }, holds: { $0.location == .tmp },
            what: "temporary files", breach: "not in tmp"),
        FileRule(
            ruleID: "APG-474", applies: { $0.kind == .temporary }, holds: { $0.deletedAfterUse },
            what: "temporary files", breach: "kept after use"),
        FileRule(
            ruleID: "APG-478", applies: { $0.expectedAfterUpdate }, holds: { $0.location.isInDocumentsOrLibrary },
            what: "files the app expects after an update", breach: "outside Documents and Library, so an update may not keep them"),
    ]

    /// Every finding about `files`, one per rule, in catalog order.
    public static func findings(for files: [StoredFile]) -> [ConfigurationFinding] {
        rules.map { rule in
            let concerned = files.filter(rule.applies)
            let breaking = concerned.filter { !rule.holds($0) }
            if concerned.isEmpty { return ConfigurationFinding(ruleID: rule.ruleID, met: true, message: "no \(rule.what) declared") }
            if breaking.isEmpty {
                return ConfigurationFinding(
                    ruleID: rule.ruleID, met: true, message: "\(rule.what) in place: \(concerned.map(\.description).joined(separator: ", "))")
            }
            return ConfigurationFinding(
                ruleID: rule.ruleID, met: false,
                message: "\(rule.what) \(rule.breach): \(breaking.map(\.description).joined(separator: ", "))")
        }
    }
}
