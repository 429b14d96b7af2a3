import LifecycleCommandLine
import LifecycleConformance

/// The cases a command runs: all of them, or those named with `--case`.
enum CaseSelection {
    /// The named cases in suite order, or every case when none is named.
    static func cases(named ids: [String]) throws(UsageError) -> [ConformanceCase] {
        let all = ConformanceSuite.allCases
        guard !ids.isEmpty else { return all }
        // Case ids are matched without regard to letter case, as `cases` and `explain` do.
        let known = Set(all.map { $0.id.uppercased() })
        for id in ids where !known.contains(id.uppercased()) {
            throw UsageError(id: "cmd.case.unknown", ["word": quotedArgument(id)], suggestion: NearestMatch.best(for: id, among: all.map(\.id)))
        }
        let wanted = Set(ids.map { $0.uppercased() })
        return all.filter { wanted.contains($0.id.uppercased()) }
    }
}
