import Foundation

/// The files of a report folder, rendered in memory before anything touches the disk.
public enum ReportFiles {
    /// The files of a report folder, in the order they are rendered.
    public static let names = ["report.json", "report.md", "index.html", "junit.xml"]

    /// The four files of `report`, rendered with `options`: `index.html` and `report.md` in
    /// `options.language`, `report.json` (which records that language) and `junit.xml` in English.
    public static func render(_ report: ConformanceReport, options: ReportOptions = ReportOptions()) throws(ReportError) -> [(name: String, data: Data)] {
        var stated = report
        stated.language = options.language.rawValue
        return [
            ("report.json", try JSONReportRenderer.render(stated)),
            ("report.md", Data(MarkdownReportRenderer.render(report, options: options).utf8)),
            ("index.html", Data(HTMLReportRenderer.render(report, text: ReportText(options)).utf8)),
            ("junit.xml", Data(JUnitRenderer.render(report).utf8)),
        ]
    }
}
