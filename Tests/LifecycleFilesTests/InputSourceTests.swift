import LifecycleFiles
import Testing

@Suite("An input argument names a path or standard input")
struct InputSourceTests {
    @Test("'-' means standard input, named <stdin> in messages")
    func dashIsStandardInput() {
        #expect(InputSource(argument: "-") == .standardInput)
        #expect(InputSource(argument: "-").name == "<stdin>")
    }

    @Test("anything else is a path, named as given", arguments: ["events.jsonl", "./-", "/dev/stdin", "/dev/fd/63", ""])
    func otherArgumentsArePaths(argument: String) {
        #expect(InputSource(argument: argument) == .path(argument))
        #expect(InputSource(argument: argument).name == argument)
    }
}
