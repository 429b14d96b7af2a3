import Foundation
import LifecycleModel
import LifecycleSpec
import Testing

/// A defect put into a table, and what the model must say of it after the file and line.
struct TableDefect: Sendable, CustomTestStringConvertible {
    let table: String
    let original: String
    let replacement: String
    let report: String

    var testDescription: String { report }
}

@Suite("A table the model cannot read is reported with its file, row and field", .tags(.errors))
struct TableDefectTests {
    @Test("an unknown state in a transition row names the file, line, row and field")
    func unknownStateInTransitionRow() throws {
        let copy = try CatalogCopy()
        defer { copy.remove() }
        let line = try copy.replace(in: "transitions.json", #""from": "not-running""#, with: #""from": "sleeping""#)
        let error = try #require(throws: LifecycleError.self) { try ModelTables(catalog: try copy.catalog()) }
        #expect(error.kind == .tableDefect)
        #expect(error.message.hasPrefix("spec/tables/transitions.json:\(line): row TR-001: field 'from': unknown app state 'sleeping'"))
    }

    static let defects: [TableDefect] = [
        TableDefect(
            table: "transitions.json", original: #""snapshot": false"#, replacement: #""snapshto": false"#,
            report: "row TR-001: field 'snapshto': unknown field 'snapshto'; did you mean 'snapshot'?"),
        TableDefect(
            table: "transitions.json", original: #""callbacks": ["#, replacement: #""callbacks": [ "STATES-146","#,
            report: "row TR-001: field 'facets.callbacks[0]': rule 'STATES-146' is not one of the row's rules; add it to 'rules' or take it out of this facet"),
        TableDefect(
            table: "transitions.json", original: #""snapshot": false,"#, replacement: #""snapshot": false, "ending": "reboot","#,
            report: "row TR-001: field 'ending': only a row that ends a running process has an ending; remove it"),
        TableDefect(
            table: "transitions.json", original: #""facets": {"#, replacement: #""facets": { "snapshot": ["STATES-039"],"#,
            report: "row TR-001: field 'facets.snapshot': the row has no snapshot, so no rule can state it; move these rules out of 'snapshot'"),
        TableDefect(
            table: "transitions.json", original: #""backgroundLaunchPassesInactive": "false""#,
            replacement: #""backgroundLaunchPassesInactive": "no""#,
            report: "row TR-003: field 'when.reading.backgroundLaunchPassesInactive': setting 'backgroundLaunchPassesInactive' does not accept the value 'no'"),
        TableDefect(
            table: "time-budgets.json", original: #""consequence": "task-expiration","#,
            replacement: #""callbacks": ["applicationWillTerminate:"], "consequence": "task-expiration","#,
            report: "row TB-006: field 'callbacks': a task budget limits no callback; remove them"),
    ]

    @Test("a defect of a table names the file, the line of the field, the row and the field, and says what to do", arguments: defects)
    func defectIsReported(defect: TableDefect) throws {
        let copy = try CatalogCopy()
        defer { copy.remove() }
        let line = try copy.replace(in: defect.table, defect.original, with: defect.replacement)
        let found = ModelTables.defects(in: try copy.catalog()).map(\.description)
        #expect(found == ["spec/tables/\(defect.table):\(line): \(defect.report)"])
    }

    @Test("every defect of every table is reported, in file and line order, and the first is the one thrown")
    func everyDefectIsReported() throws {
        let copy = try CatalogCopy()
        defer { copy.remove() }
        let audio = try copy.replace(in: "relaunch.json", #""event": "audio""#, with: #""event": "music""#)
        try copy.replace(in: "relaunch.json", #""afterForceQuit": true,"#, with: "")
        try copy.replace(in: "background-modes.json", #""keepsRunning": false"#, with: #""keepsRunning": "no""#)
        let catalog = try copy.catalog()
        let defects = ModelTables.defects(in: catalog)
        #expect(defects.map(\.file) == ["spec/tables/background-modes.json", "spec/tables/relaunch.json", "spec/tables/relaunch.json"])
        #expect(defects.dropFirst().map(\.record) == ["row RL-003", "row RL-004"])
        // A missing field is reported on the line of its row's id.
        #expect(defects.dropFirst().map(\.line) == [audio, try copy.line(of: #""id": "RL-004""#, in: "relaunch.json")])
        let error = try #require(throws: LifecycleError.self) { try ModelTables(catalog: catalog) }
        #expect(error.message == defects.first?.description)
        #expect(ModelTables.defects(in: try CatalogLoader.loadBundled()).isEmpty)
    }
}
