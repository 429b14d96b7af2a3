/// Which kit wrote a report and what it judged against, in one line for every format:
/// `LifecycleKit 0.6.0 (adapter contract 1.0); catalog SHA-256 3f2a…`.
enum ReportProvenance {
    static func text(_ report: ConformanceReport) -> String {
        "LifecycleKit \(report.kitVersion ?? "(version not stated)") (adapter contract \(report.adapterContractVersion ?? "not stated")); "
            + "catalog SHA-256 \(report.catalogHash ?? "not stated")"
    }
}
