import LifecycleCommandLine
import LifecycleConformance
import LifecycleSamples

/// `lifecycle-kit adapters`: lists the built-in adapters, by kind.
struct AdaptersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "adapters", abstract: "list the built-in adapters",
        discussion: """
            Lists the adapters built into the kit, by kind: the reference; the broken samples, each with
            one mistake the suite must catch on exactly the rules it breaks; the valid variants, each
            using one freedom of the observation contract differently from the reference, which must
            conform; and the misbehaving adapters, which throw, hang or trap.
            """)

    func run(_ context: CommandContext) throws -> ExitCode {
        let groups: [(String, [any LifecycleAdapter])] = [
            ("adapters.reference", [BuiltInAdapters.reference]), ("adapters.samples", BuiltInAdapters.samples),
            ("adapters.variants", BuiltInAdapters.variants), ("adapters.misbehaving", BuiltInAdapters.misbehaving),
        ]
        for (heading, adapters) in groups {
            context.out(context.style.heading(context.words(heading)))
            for adapter in adapters { context.out(context.words("adapters.adapter", ["name": adapter.name, "version": adapter.version])) }
        }
        return .success
    }
}
