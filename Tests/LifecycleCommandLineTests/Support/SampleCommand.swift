import LifecycleCommandLine

/// A command with one parameter of every kind, for the parser's tests.
struct SampleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "sample", abstract: "a command for tests", discussion: "More words.", examples: ["sample --adapter reference"])

    enum Colour: String, ArgumentValue, CaseIterable {
        case red, green, blue
    }

    @Option(help: "the adapter", valueName: "NAME") var adapter = "reference"
    @Option(help: "how many", check: { $0 >= 1 ? nil : "must be at least 1" }) var count = 3
    @Option(help: "the seed") var seed: UInt64?
    @Option(help: "a colour") var colour = Colour.red
    @Option(help: "required input", valueName: "FILE") var input: String
    @OptionList(help: "some colours") var palette: [Colour]
    @Flag(help: "say more") var verbose
    @Flag(help: "internal", hidden: true) var secret
    @Argument(help: "a target", valueName: "TARGET") var target: String?

    func run(_ context: CommandContext) throws -> ExitCode {
        context.out("adapter=\(adapter) count=\(count) seed=\(seed.map(String.init) ?? "none") colour=\(colour.rawValue) input=\(input)")
        context.out("palette=\(palette.map(\.rawValue).joined(separator: "+")) verbose=\(verbose) target=\(target ?? "none") seedGiven=\($seed)")
        return .success
    }
}

/// A command that fails in each of the ways a command can.
struct FailingCommand: ParsableCommand {
    static let configuration = CommandConfiguration(name: "fail", abstract: "fails as asked")

    enum Way: String, ArgumentValue, CaseIterable {
        case usage, negative, io, other
    }

    @Option(help: "how to fail") var way = Way.other

    func run(_ context: CommandContext) throws -> ExitCode {
        switch way {
        case .usage: throw UsageError("bad combination")
        case .negative: throw CommandFailure("the answer is no", status: .negative)
        case .io: throw CommandFailure("cannot write out/report.json")
        case .other: throw SampleFailure()
        }
    }
}

struct SampleFailure: Error, CustomStringConvertible {
    var description: String { "something broke" }
}

/// Collects what a program writes.
final class Transcript: @unchecked Sendable {
    private(set) var output: [String] = []
    private(set) var errors: [String] = []

    func context(environment: [String: String] = [:], terminal: Bool = false) -> CommandContext {
        CommandContext(
            programName: "kit", environment: environment, outputIsTerminal: terminal, errorIsTerminal: terminal,
            writeOut: { self.output.append($0) }, writeError: { self.errors.append($0) })
    }

    static func run(_ words: [String]) -> (status: ExitCode, transcript: Transcript) {
        let transcript = Transcript()
        let program = CommandProgram(name: "kit", version: "1.2.3", abstract: "a program for tests", commands: [SampleCommand.self, FailingCommand.self])
        return (program.run(words, context: transcript.context()), transcript)
    }
}
