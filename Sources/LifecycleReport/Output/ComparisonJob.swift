import Foundation
import LifecycleFiles

/// `lifecycle-kit report --compare` as a library call: reads two or more `report.json`
/// files, builds the matrix and writes `index.html`, `report.md` and `comparison.json` into
/// the output folder, with the same safe folder handling as a report. Nothing is written
/// when a file cannot be read or is not a report.
public struct ComparisonJob: Sendable {
    /// The reports to compare, as given (`-` for standard input).
    public var reports: [String]
    /// The output folder.
    public var output: URL
    /// The language of `index.html` and `report.md`, with each rule's statement in it;
    /// `comparison.json` stays English.
    public var options = ReportOptions()

    /// The files a comparison folder holds.
    public static let fileNames = ["comparison.json", "report.md", "index.html"]

    /// A comparison of `reports` written into `output`.
    public init(reports: [String], output: URL) {
        self.reports = reports
        self.output = output
    }

    /// Reads the reports, then builds, renders and writes the comparison.
    @discardableResult
    public func run(timing: inout ReportTiming) throws(ReportError) -> ComparisonMatrix {
        do {
            let matrix = try timing.measure("read and build") { try build() }
            let files = try timing.measure("render") { try Self.render(matrix, options: options) }
            let inputs = reports.filter { $0 != "-" }.map { URL(fileURLWithPath: $0) }
            try timing.measure("write") { try ReportWriter(directory: output, inputs: inputs).write(files: files) }
            return matrix
        } catch let error as ReportError {
            throw error
        } catch {
            throw ReportError.from(error)
        }
    }

    /// The matrix, without writing it.
    public func build() throws(ReportError) -> ComparisonMatrix {
        var read: [(file: String, report: ConformanceReport)] = []
        for argument in reports {
            let source = InputSource(argument: argument)
            read.append((source.name, try ReportFileReader.read(source, role: "the report to compare")))
        }
        return ComparisonMatrix(reports: read)
    }

    /// The files of a comparison folder, rendered in memory.
    public static func render(_ matrix: ComparisonMatrix, options: ReportOptions = ReportOptions()) throws(ReportError) -> [(name: String, data: Data)] {
        let text = ReportText(options)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let json: Data
        do {
            json = try encoder.encode(matrix) + Data("\n".utf8)
        } catch {
            throw ReportError("cannot encode comparison.json: \(error)")
        }
        return [
            ("comparison.json", json), ("report.md", Data(MatrixMarkdownRenderer.render(matrix, text: text).utf8)),
            ("index.html", Data(MatrixHTMLRenderer.render(matrix, text: text).utf8)),
        ]
    }
}
