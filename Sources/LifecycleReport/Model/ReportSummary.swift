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
    /// Manual rules no reviewer has attested yet.
    public var manual = 0
    /// Manual rules a reviewer attested to hold.
    public var attestedPass = 0
    /// Manual rules a reviewer attested not to hold.
    public var attestedFail = 0
    public var informative = 0

    public init(level: RuleLevel) {
        self.level = level
    }

    enum CodingKeys: String, CodingKey {
        case level, total, passed, failed, untested, notApplicable, manual, attestedPass, attestedFail, informative
    }

    /// Reads counts; reports written before attestations existed lack their two counts, which read as zero.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        level = try container.decode(RuleLevel.self, forKey: .level)
        total = try container.decode(Int.self, forKey: .total)
        passed = try container.decode(Int.self, forKey: .passed)
        failed = try container.decode(Int.self, forKey: .failed)
        untested = try container.decode(Int.self, forKey: .untested)
        notApplicable = try container.decode(Int.self, forKey: .notApplicable)
        manual = try container.decode(Int.self, forKey: .manual)
        attestedPass = try container.decodeIfPresent(Int.self, forKey: .attestedPass) ?? 0
        attestedFail = try container.decodeIfPresent(Int.self, forKey: .attestedFail) ?? 0
        informative = try container.decode(Int.self, forKey: .informative)
    }

    mutating func add(_ status: RuleStatus) {
        total += 1
        switch status {
        case .passed: passed += 1
        case .failed: failed += 1
        case .untested: untested += 1
        case .notApplicable: notApplicable += 1
        case .manual: manual += 1
        case .attestedPass: attestedPass += 1
        case .attestedFail: attestedFail += 1
        case .informative: informative += 1
        }
    }
}
