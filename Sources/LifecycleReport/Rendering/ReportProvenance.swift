import LifecycleText

/// Which kit wrote a report and what it judged against, in one line for every format:
/// `LifecycleKit 0.6.0 (adapter contract 1.0); catalog SHA-256 3f2a…`.
enum ReportProvenance {
    static func text(_ report: ConformanceReport, words: Words = .english) -> String {
        words("page.provenance", values(report, words: words))
    }

    /// The values of the provenance line, for the texts that word it their own way.
    static func values(_ report: ConformanceReport, words: Words) -> [String: String] {
        [
            "kit": report.kitVersion ?? words("page.version-not-stated"), "contract": report.adapterContractVersion ?? words("page.not-stated"),
            "hash": report.catalogHash ?? words("page.not-stated"),
        ]
    }
}
