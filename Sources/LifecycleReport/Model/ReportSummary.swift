import LifecycleConformance
import LifecycleSpec

/// The overall verdict of a run.
public enum Verdict: String, Sendable, Hashable, Codable {
    /// Every applicable required rule passed: none failed and none went untested.
    case conforms
    case doesNotConform = "does-not-conform"
}

/// The verdict, rule counts per level and test counts.
public struct ReportSummary: Sendable, Hashable, Codable {
    public var verdict: Verdict
    /// One entry per level, from `required` to `informative`.
    public var levels: [LevelCounts]
    public var testCount: Int
    public var failedTestCount: Int

    public init(verdict: Verdict, levels: [LevelCounts], testCount: Int, failedTestCount: Int) {
        self.verdict = verdict
        self.levels = levels
        self.testCount = testCount
        self.failedTestCount = failedTestCount
    }

    /// The counts of one level, or zeroes.
    public func counts(for level: RuleLevel) -> LevelCounts {
        levels.first { $0.level == level } ?? LevelCounts(level: level)
    }
}

/// How many rules of one level ended in each status.
public struct LevelCounts: Sendable, Hashable, Codable {
    public var level: RuleLevel
    public var total = 0
    public var passed = 0
    public var failed = 0
    public var untested = 0
    public var notApplicable = 0
    public var manual = 0
    public var informative = 0

    public init(level: RuleLevel) {
        self.level = level
    }

    mutating func add(_ status: RuleStatus) {
        total += 1
        switch status {
        case .passed: passed += 1
        case .failed: failed += 1
        case .untested: untested += 1
        case .notApplicable: notApplicable += 1
        case .manual: manual += 1
        case .informative: informative += 1
        }
    }
}
