import LifecycleConformance
import LifecycleModel
import LifecycleWorkshop
import Testing

@Suite("A case written as a replay script reads back as the same run")
struct ReplayScriptTests {
    @Test("every case's script gives back its configuration, app options and stimuli", arguments: ConformanceSuite.allCases)
    func roundTrip(conformanceCase: ConformanceCase) throws {
        let text = ReplayScript(case: conformanceCase).text
        let (configuration, app) = try ScriptRunner.header(text, file: "replay", base: Configuration())
        #expect(configuration == conformanceCase.configuration)
        #expect(app == conformanceCase.app)
        let stimuli = try ScriptRunner.check(text, file: "replay").compactMap { line -> Stimulus? in
            if case .stimulus(let stimulus) = line.input { return stimulus }
            return nil
        }
        #expect(stimuli == conformanceCase.setup + conformanceCase.stimuli)
    }

    @Test("a directive after a stimulus, an unknown setting and a bad value are errors naming the line")
    func badDirectives() {
        #expect(throws: LifecycleError(.invalidArgument, "s:2: a 'configure' or 'app' line must come before the first stimulus")) {
            _ = try ScriptRunner.header("tap-icon\nconfigure scenes\n", file: "s", base: Configuration())
        }
        #expect(throws: LifecycleError.self) { _ = try ScriptRunner.header("configure sceens\n", file: "s", base: Configuration()) }
        #expect(throws: LifecycleError(.invalidArgument, "s:1: 'ios' needs a version such as 13.0")) {
            _ = try ScriptRunner.header("configure ios thirteen\n", file: "s", base: Configuration())
        }
        #expect(throws: LifecycleError(.invalidArgument, "s:1: 'uses-mode' needs a background mode")) {
            _ = try ScriptRunner.header("app uses-mode karaoke\n", file: "s", base: Configuration())
        }
    }

    @Test("a script with a byte-order mark and CRLF line ends reads like a plain one")
    func crlfAndBOM() throws {
        let plain = try ScriptRunner.check("tap-icon\nhome\n", file: "s").map(\.input)
        let windows = try ScriptRunner.check("\u{FEFF}tap-icon\r\nhome\r\n", file: "s").map(\.input)
        #expect(windows == plain)
    }
}
