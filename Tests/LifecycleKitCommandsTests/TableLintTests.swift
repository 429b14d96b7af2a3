import Foundation
import LifecycleCommandLine
import LifecycleSpec
import Testing

/// A typo put into one table of a copy of the catalog, and the message `lint` must give for it.
struct TableTypo: Sendable, CustomTestStringConvertible {
    /// The table file, under `tables/`.
    let file: String
    /// The text whose first occurrence is replaced.
    let original: String
    /// What replaces it.
    let typo: String
    /// The row, field and message `lint` reports, after the file and line.
    let report: String

    var testDescription: String { "\(file): \(typo)" }
}

@Suite("lint reads every table the model reads and names each typo's file, line, row and field")
struct TableLintTests {
    static let typos: [TableTypo] = [
        TableTypo(
            file: "transitions.json", original: #""trigger": "launch-foreground""#, typo: #""trigger": "lanch-foreground""#,
            report: "row TR-001: field 'trigger': unknown trigger 'lanch-foreground'; did you mean 'launch-foreground'?"),
        TableTypo(
            file: "relaunch.json", original: #""forceQuit": ["#, typo: #""forcequit": ["#,
            report: "row RL-001: field 'facets.forcequit': unknown facet 'forcequit'; did you mean 'forceQuit'?"),
        TableTypo(
            file: "background-modes.json", original: #""voip-keep-alive""#, typo: #""voip-keepalive""#,
            report: "row BM-003: field 'wakeEvents[2]': unknown background event 'voip-keepalive'; did you mean 'voip-keep-alive'?"),
        TableTypo(
            file: "callback-duties.json", original: #""callback": "applicationDidEnterBackground:""#,
            typo: #""callback": "applicationDidEnterBackgrund:""#,
            report: "row CD-009: field 'callback': unknown callback 'applicationDidEnterBackgrund:'; did you mean 'applicationDidEnterBackground:'?"),
        TableTypo(
            file: "responsible-background-duties.json", original: #""duty": "bonjour-cancelled""#, typo: #""duty": "bonjour-canceled""#,
            report: "row RD-002: field 'duty': unknown duty 'bonjour-canceled'; did you mean 'bonjour-cancelled'?"),
        TableTypo(
            file: "queued-notifications.json", original: #""UIDeviceOrientationDidChangeNotification""#,
            typo: #""UIDeviceOrientationDidChangedNotification""#,
            report:
                "row QN-002: field 'notifications[0]': unknown notification 'UIDeviceOrientationDidChangedNotification'; "
                + "did you mean 'UIDeviceOrientationDidChangeNotification'?"),
        TableTypo(
            file: "time-budgets.json", original: #""activity": "background-fetch""#, typo: #""activity": "backround-fetch""#,
            report: "row TB-009: field 'activity': unknown activity 'backround-fetch'; did you mean 'background-fetch'?"),
    ]

    @Test("a typo in a table fails lint with exit 1, naming the file, the typo's line, the row and the field", arguments: typos)
    func typoIsReported(typo: TableTypo) throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("spec-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: try #require(CatalogLoader.bundled).root, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let file = copy.appendingPathComponent("tables/\(typo.file)")
        let text = try String(contentsOf: file, encoding: .utf8)
        let range = try #require(text.range(of: typo.original), "\(typo.file) no longer holds \(typo.original)")
        try text.replacingCharacters(in: range, with: typo.typo).write(to: file, atomically: true, encoding: .utf8)
        let line = text[..<range.lowerBound].reduce(1) { $1 == "\n" ? $0 + 1 : $0 }

        let (status, transcript) = KitTranscript.run(["lint", "--spec", copy.path])

        #expect(status == .negative)
        #expect(
            transcript.errors == [
                "error: spec/tables/\(typo.file):\(line): \(typo.report)", "error: the tables cannot drive the reference model: 1 defect(s)",
            ])
        #expect(transcript.output.isEmpty)
    }

    @Test("the catalog that ships with the kit passes lint, tables included")
    func bundledCatalogPasses() {
        let (status, transcript) = KitTranscript.run(["lint"])
        #expect(status == .success)
        #expect(transcript.errors.isEmpty)
        #expect(transcript.output.first?.contains("; 7 tables") == true)
    }
}
