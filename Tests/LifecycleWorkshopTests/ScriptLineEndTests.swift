import LifecycleWorkshop
import LifecycleModel
import Testing

@Suite("A simulator script saved on any system runs alike")
struct ScriptLineEndTests {
    @Test("a script with a byte order mark and CRLF line ends runs like the same script with LF")
    func crlfScript() throws {
        func transcript(_ script: String) throws -> [String] {
            var lines: [String] = []
            try ScriptRunner.run(script, file: "tour.lifecycle", in: try SimulationSession.bundled(configuration: Configuration())) { lines.append($0) }
            return lines
        }
        let unix = try transcript("tap-icon\nhome  # back\n")
        #expect(try transcript("\u{FEFF}tap-icon\r\nhome  # back\r\n") == unix)
        #expect(unix.contains("[active] > home  # back"))
        let checked = try ScriptRunner.check("\u{FEFF}tap-icon\r\n\r\nhome\r\n", file: "tour.lifecycle")
        #expect(checked.map(\.number) == [1, 3])
        #expect(checked.map(\.text) == ["tap-icon", "home"])
    }
}
