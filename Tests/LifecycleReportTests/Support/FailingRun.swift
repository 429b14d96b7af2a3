import LifecycleConformance
import LifecycleReport
import LifecycleSpec

/// An in-process run of two kit cases: LAUNCH-001 fails one check charged to STATES-043
/// (as it does against the never-inactive sample), LAUNCH-002 passes.
enum FailingRun {
    static let diff = "expected 'willFinishLaunching@inactive' but it was not observed\nobserved:\n   1. willFinishLaunching@active"

    static let failedCheck = FailedCheck(
        summary: "applicationState reads inactive inside both launch methods", ruleIDs: ["STATES-043"], clauses: ["§2 Callbacks"], messages: [diff],
        line: 25)

    static var results: [CaseResult] {
        let launch = ConformanceSuite.case("LAUNCH-001")
        let second = ConformanceSuite.case("LAUNCH-002")
        return [
            CaseResult(
                caseID: "LAUNCH-001", ruleIDs: launch?.ruleIDs ?? [], adapter: "sample", outcome: .failed(["check 'x' failed:\n" + diff]), evidence: nil,
                failedRuleIDs: ["STATES-043"], failedChecks: [failedCheck]),
            CaseResult(caseID: "LAUNCH-002", ruleIDs: second?.ruleIDs ?? [], adapter: "sample", outcome: .passed, evidence: nil),
        ]
    }

    static var cases: [ConformanceCase] { ["LAUNCH-001", "LAUNCH-002"].compactMap(ConformanceSuite.case) }

    static func report(_ catalog: Catalog) throws -> ConformanceReport {
        let implementation = ImplementationInfo(name: "sample", version: "1", adapter: "sample", capabilities: nil)
        return try ReportBuilder(catalog: catalog).build(results: results, cases: cases, implementation: implementation)
    }
}
