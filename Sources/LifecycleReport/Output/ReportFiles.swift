import Foundation

/// The files of a report folder, rendered in memory before anything touches the disk.
public enum ReportFiles {
    /// The files of a report folder, in the order they are rendered.
    public static let names = ["report.json", "report.md", "index.html", "junit.xml"]

    /// The four files of `report`, rendered with `options`.
    public static func render(_ report: ConformanceReport, options: ReportOptions = ReportOptions()) throws(ReportError) -> [(name: String, data: Data)] {
        [
            ("report.json", try JSONReportRenderer.render(report)),
            ("report.md", Data(MarkdownReportRenderer.render(report, options: options).utf8)),
            ("index.html", Data(HTMLReportRenderer.render(report).utf8)),
            ("junit.xml", Data(JUnitRenderer.render(report).utf8)),
        ]
    }
}
