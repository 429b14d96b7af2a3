import Foundation
import LifecycleFiles
import Testing

@Suite("A JSON Lines reader parses each line as it streams past, keeping strings within a limit")
struct JSONLinesReaderTests {
    static func values(_ text: String, limits: JSONLinesReader.Limits = .init(), chunkSize: Int = 64 * 1024) throws(JSONLinesError) -> [JSONLine] {
        let reader = JSONLinesReader(data: Data(text.utf8), name: "events.jsonl", limits: limits, chunkSize: chunkSize)
        var lines: [JSONLine] = []
        while let line = try reader.next() { lines.append(line) }
        return lines
    }

    static func string(_ text: String, omitted: Int = 0) -> JSONLineValue { .string(JSONLineString(text: text, omittedByteCount: omitted)) }

    @Test("values, escapes and blank lines read the same whatever the chunk size", arguments: [1, 2, 5, 64 * 1024])
    func values(chunkSize: Int) throws {
        let text = """
            {"a": [1, -2.5e3, true, false, null], "b": {"c": "x\\"y\\\\z\\n\\u00e9\\ud83d\\ude00"}}

            \t ["é", {}, []]\r
            0
            """
        let lines = try Self.values(text, chunkSize: chunkSize)
        #expect(lines.map(\.number) == [1, 3, 4])
        let expected: JSONLineValue = .object([
            JSONLineMember(key: "a", value: .array([.number(1), .number(-2500), .bool(true), .bool(false), .null])),
            JSONLineMember(key: "b", value: .object([JSONLineMember(key: "c", value: Self.string("x\"y\\z\né😀"))])),
        ])
        #expect(lines.first?.value == expected)
        #expect(lines.dropFirst().first?.value == .array([Self.string("é"), .object([]), .array([])]))
        #expect(lines.last?.value == .number(0))
        #expect(lines.first?.value["b"]?["c"] == Self.string("x\"y\\z\né😀"))
    }

    @Test("a string longer than the limit keeps its beginning and counts the rest", arguments: [1, 3, 64 * 1024])
    func cutsLongStrings(chunkSize: Int) throws {
        let long = String(repeating: "ab\\n", count: 1000)
        let lines = try Self.values("[\"\(long)\", \"ééé\"]\n", limits: .init(stringLimit: 5), chunkSize: chunkSize)
        #expect(lines.first?.value == .array([Self.string("ab\nab", omitted: 2995), Self.string("éé", omitted: 2)]))
    }

    @Test("members whose key is not kept are checked but left out, at any depth")
    func keptKeys() throws {
        let lines = try Self.values(
            #"{"kind": "event", "since1970": 12.5, "payload": {"kind": "x", "_filePath": "/src"}}"#, limits: .init(keptKeys: ["kind", "payload"]))
        let expected: JSONLineValue = .object([
            JSONLineMember(key: "kind", value: Self.string("event")),
            JSONLineMember(key: "payload", value: .object([JSONLineMember(key: "kind", value: Self.string("x"))])),
        ])
        #expect(lines.first?.value == expected)
    }

    @Test(
        "a line that is not JSON is refused with its line and column",
        arguments: [
            ("{\"a\": 1}\n{\"a\": }\n", 2, 7),
            ("[1, 2] 3\n", 1, 8),
            ("[01]\n", 1, 2),
            ("[1.]\n", 1, 2),
            ("[-]\n", 1, 2),
            ("[\"\\x\"]\n", 1, 4),
            ("[\"\\ud800\"]\n", 1, 9),
            ("{\"a\": \"unterminated\n\"}\n", 1, 20),
            ("[tru]\n", 1, 5),
        ])
    func notJSON(text: String, line: Int, column: Int) {
        #expect(throws: JSONLinesError(.notJSON, FileProblem("events.jsonl", line: line, id: "file.json.invalid", ["column": String(column)]))) {
            try Self.values(text)
        }
    }

    @Test("a last line cut off in the middle is told apart from a corrupt one")
    func endsMidLine() {
        #expect(throws: JSONLinesError(.endsMidLine, FileProblem("events.jsonl", line: 2, id: "file.json.ends-mid-line"))) {
            try Self.values("[1]\n{\"kind\": \"ev")
        }
        #expect(throws: Never.self) { try Self.values("[1]\n[2]") }
    }

    @Test("nesting deeper than the limit is refused")
    func nesting() {
        #expect(throws: JSONLinesError(.nestedTooDeeply, FileProblem("events.jsonl", line: 1, id: "file.json.too-deep", ["depth": "3"]))) {
            try Self.values("[[[[1]]]]\n", limits: .init(depthLimit: 3))
        }
        #expect(throws: Never.self) { try Self.values("[[[1]]]\n", limits: .init(depthLimit: 3)) }
    }

    @Test("a FIFO with a 20 MB string is read with the string cut to the limit")
    func hugeStringFromFIFO() throws {
        let folder = try InputScratch()
        defer { folder.remove() }
        let text = "{\"text\": \"" + String(repeating: "x", count: 20_000_000) + "\"}\n[2]\n"
        let reader = try JSONLinesReader(source: .path(try folder.fifo("events", writing: Data(text.utf8))), limits: .init(stringLimit: 1000))
        let first = try #require(try reader.next())
        #expect(first.value["text"] == Self.string(String(repeating: "x", count: 1000), omitted: 19_999_000))
        #expect(try reader.next()?.value == .array([.number(2)]))
        #expect(try reader.next() == nil)
    }
}
