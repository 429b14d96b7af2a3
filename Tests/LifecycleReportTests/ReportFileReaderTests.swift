import Foundation
import LifecycleReport
import Testing

@Suite("A baseline or a compared file that is not a LifecycleKit report is refused in one line naming it")
struct ReportFileReaderTests {
    static func refusal(_ text: String) -> String? {
        do {
            _ = try ReportFileReader.decode(Data(text.utf8), name: "old/report.json", role: "the baseline")
            return nil
        } catch {
            return error.description
        }
    }

    static let advice = "; give the report.json that lifecycle-kit check or report wrote"

    @Test(
        "each kind of wrong file names the file, and the field when one is wrong",
        arguments: [
            ("{\"events\": []", "the baseline old/report.json: is not a LifecycleKit report: not JSON"),
            ("[1, 2]", "the baseline old/report.json: is not a LifecycleKit report: its top level is not a JSON object" + advice),
            ("{\"kind\": \"test\"}", "the baseline old/report.json: is not a LifecycleKit report: it has no field 'schemaVersion'" + advice),
            (
                "{\"schemaVersion\": \"one\"}",
                "the baseline old/report.json: is not a LifecycleKit report: field 'schemaVersion': wrong type, expected Int" + advice
            ),
            (
                "{\"schemaVersion\": 9}",
                "the baseline old/report.json: field 'schemaVersion': 9 is newer than this kit reads (1); use the kit that wrote it"
            ),
            (
                "{\"schemaVersion\": 1, \"origin\": \"x\"}",
                "the baseline old/report.json: is not a LifecycleKit report: field 'implementation': missing field" + advice
            ),
        ] as [(String, String)])
    func refusals(text: String, message: String) {
        let refusal = Self.refusal(text)
        #expect(refusal?.hasPrefix(message) == true, "\(refusal ?? "accepted")")
        #expect(refusal?.contains("\n") == false)
    }

    @Test("a wrong value deep inside names its field path")
    func deepField() throws {
        let catalog = try #require(Fixtures.catalog)
        let json = try #require(try ReportFiles.render(Fixtures.fixtureReport(catalog)).first { $0.name == "report.json" }).data
        let broken = String(decoding: json, as: UTF8.self).replacingOccurrences(of: "\"status\" : \"passed\"", with: "\"status\" : \"bogus\"")
        let refusal = try #require(Self.refusal(broken))
        #expect(refusal.hasPrefix("the baseline old/report.json: is not a LifecycleKit report: field 'rules["))
        #expect(refusal.contains("].status': "))
        #expect(refusal.count < 500)
    }

    @Test("a report written before reports stated versions still reads, without them")
    func olderReport() throws {
        let catalog = try #require(Fixtures.catalog)
        let json = try #require(try ReportFiles.render(Fixtures.fixtureReport(catalog)).first { $0.name == "report.json" }).data
        var object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        for key in ["kitVersion", "adapterContractVersion", "catalogHash"] { object[key] = nil }
        object["tests"] = (object["tests"] as? [[String: Any]])?.map { test in test.filter { $0.key != "failure" && $0.key != "testID" } }
        let old = try ReportFileReader.decode(JSONSerialization.data(withJSONObject: object), name: "old.json", role: "the baseline")
        #expect(old.kitVersion == nil)
        #expect(old.catalogHash == nil)
        #expect(old.rules.count == catalog.rules.count)
    }
}
