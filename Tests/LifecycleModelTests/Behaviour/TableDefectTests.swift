import Foundation
import LifecycleModel
import LifecycleSpec
import Testing

@Suite("A table the model cannot read is reported with its file, row and field", .tags(.errors))
struct TableDefectTests {
    @Test("an unknown state in a transition row names the file, line, row and field")
    func unknownStateInTransitionRow() throws {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("spec-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: try #require(CatalogLoader.bundled).root, to: copy)
        defer { try? FileManager.default.removeItem(at: copy) }
        let file = copy.appendingPathComponent("tables/transitions.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        let broken = try #require(text.range(of: "\"from\": \"not-running\"")).lowerBound
        try text.replacingCharacters(in: broken..<text.index(broken, offsetBy: "\"from\": \"not-running\"".count), with: "\"from\": \"sleeping\"")
            .write(to: file, atomically: true, encoding: .utf8)
        let catalog = try CatalogLoader(root: copy).load()
        let error = try #require(throws: LifecycleError.self) { try ModelTables(catalog: catalog) }
        #expect(error.kind == .tableDefect)
        #expect(error.message.hasPrefix("spec/tables/transitions.json:"))
        #expect(error.message.contains(": row TR-001: field 'from': "))
    }
}
