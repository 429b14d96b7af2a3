import LifecycleCommandLine
import LifecycleSamples

/// `lifecycle-kit adapters`: lists the built-in adapters.
struct AdaptersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "adapters", abstract: "list the built-in adapters",
        discussion: "Lists the adapters built into the kit: the reference, the deliberately broken samples and the misbehaving adapters.")

    func run(_ context: CommandContext) throws -> ExitCode {
        for adapter in BuiltInAdapters.all {
            context.out("\(adapter.name)  (version \(adapter.version))")
        }
        return .success
    }
}
