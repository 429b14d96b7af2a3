import LifecycleFiles

/// An earlier report to compare a new one with (`--baseline FILE`): read and checked before
/// anything runs, so a wrong file costs nothing and nothing is written.
public struct BaselineReport: Sendable, Hashable {
    /// Where the report was read from.
    public let source: InputSource
    /// The report it holds.
    public let report: ConformanceReport

    /// The file as messages and the comparison name it (`<stdin>` for standard input).
    public var file: String { source.name }

    /// A baseline: `report`, read from `source`.
    public init(source: InputSource, report: ConformanceReport) {
        self.source = source
        self.report = report
    }

    /// Reads the `report.json` at `argument` (a path, or `-` for standard input).
    public static func read(_ argument: String) throws(ReportError) -> BaselineReport {
        let source = InputSource(argument: argument)
        return BaselineReport(source: source, report: try ReportFileReader.read(source, role: "the baseline"))
    }

    /// `report` with its comparison with this baseline.
    public func compared(with report: ConformanceReport) -> ConformanceReport {
        var compared = report
        compared.baseline = BaselineComparison(report: report, baseline: self.report, file: file)
        return compared
    }
}
