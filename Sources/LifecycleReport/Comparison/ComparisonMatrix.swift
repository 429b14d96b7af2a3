import LifecycleConformance
import LifecycleSpec

/// Several reports side by side, like wpt.fyi: implementations as columns, rules as rows
/// grouped by the section that states them, and per section how many rules each
/// implementation passes. Rows where the implementations disagree are counted and come
/// first in their section.
public struct ComparisonMatrix: Sendable, Hashable, Codable {
    /// One compared report.
    public struct Column: Sendable, Hashable, Codable {
        /// The `report.json` as given on the command line.
        public var file: String
        /// What the report checked.
        public var implementation: ImplementationInfo
        /// Its verdict.
        public var verdict: Verdict
        /// The kit version that wrote it; nil when it does not say.
        public var kitVersion: String?
        /// The catalog it was judged against; nil when it does not say.
        public var catalogHash: String?
    }

    /// One rule across the reports.
    public struct Row: Sendable, Hashable, Codable {
        /// The rule id.
        public var rule: String
        /// Its level.
        public var level: RuleLevel
        /// Its statement, from the first report that has the rule.
        public var statement: String
        /// Its status in each report, in column order; nil where a report lacks the rule.
        public var statuses: [RuleStatus?]
        /// True when the statuses are not all the same.
        public var disagrees: Bool
    }

    /// The rules one section states.
    public struct Group: Sendable, Hashable, Codable {
        /// The section id.
        public var section: String
        /// Titles from the document down to the section.
        public var path: [String]
        /// Rules that passed (`passed` or `attested-pass`) in each report, in column order.
        public var passed: [Int]
        /// Rules each report judged (passed, failed, untested, attested pass or fail), in column order.
        public var judged: [Int]
        /// How many rows disagree.
        public var disagreements: Int
        /// The rules, disagreements first, each part in catalog order.
        public var rows: [Row]
    }

    /// The reports, in the order given.
    public var columns: [Column]
    /// The sections that state rules, in document order.
    public var groups: [Group]
    /// Why the comparison may mislead: reports judged against other catalogs or written by other kits.
    public var warnings: [String]

    /// Rows that disagree, across every section.
    public var disagreements: Int { groups.map(\.disagreements).reduce(0, +) }
    /// Rows, across every section.
    public var ruleCount: Int { groups.map(\.rows.count).reduce(0, +) }
}
