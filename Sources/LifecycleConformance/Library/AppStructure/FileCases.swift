import LifecycleModel

/// Where the app keeps its files (app side): the files the app side declares (`storedFiles`)
/// are checked by `StoredFileChecks`, one check per rule, so a misplaced file charges only the
/// rule it breaks. An app side that declares no files has nothing to examine and passes.
enum FileCases {
    static let all: [ConformanceCase] = [
        ConformanceCase(
            "FILES-001", "the app keeps each kind of data in the sandbox folder meant for it", subject: .app,
            hint:
                "check where each file is written: user documents in Documents, app data in Library/Application Support/<bundleID>/, caches in Library/Caches, temporary files in tmp, bundle files changed only in a copy",
            stimuli: [.tapIcon],
            checks: [
                CaseCheck("app data files are in Library/Application Support/<bundleID>/", rules: ["APG-223"], declaredFiles("APG-223")),
                CaseCheck("a bundle file the app changes is changed in a copy outside the bundle", rules: ["APG-225"], declaredFiles("APG-225")),
                CaseCheck("user documents are in Documents", rules: ["APG-470"], declaredFiles("APG-470")),
                CaseCheck("cached data is in Library/Caches", rules: ["APG-472"], declaredFiles("APG-472")),
                CaseCheck("temporary files are in tmp", rules: ["APG-473"], declaredFiles("APG-473")),
            ]),
        ConformanceCase(
            "FILES-002", "the app removes temporary files after use and relies after an update only on Documents and Library", subject: .app,
            hint: "check that temporary files are deleted once used, and that nothing the app needs after an update lives in tmp or the bundle",
            stimuli: [.tapIcon],
            checks: [
                CaseCheck("temporary files are deleted once used", rules: ["APG-474"], declaredFiles("APG-474")),
                CaseCheck("the files the app expects after an update are in Documents or Library", rules: ["APG-478"], declaredFiles("APG-478")),
            ]),
    ]

    /// The declared files break no part of `ruleID`.
    static func declaredFiles(_ ruleID: String) -> CaseExpectation {
        .check("declared files") { evidence in
            let violated = evidence.storedFileFindings.violations.filter { $0.ruleID == ruleID }
            return violated.isEmpty ? nil : violated.map(\.description).joined(separator: "; ")
        }
    }
}
