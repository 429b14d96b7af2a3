import Foundation

/// The files of a report folder, rendered in memory before anything touches the disk.
public enum ReportFiles {
    public static let names = ["report.json", "report.md", "index.html", "junit.xml"]

    public static func render(_ report: ConformanceReport) throws(ReportError) -> [(name: String, data: Data)] {
        [
            ("report.json", try JSONReportRenderer.render(report)),
            ("report.md", Data(MarkdownReportRenderer.render(report).utf8)),
            ("index.html", Data(HTMLReportRenderer.render(report).utf8)),
            ("junit.xml", Data(JUnitRenderer.render(report).utf8)),
        ]
    }
}
