import LifecycleSamples

/// `lifecycle-kit adapters`: lists the built-in adapters.
enum AdaptersCommand {
    static let help = """
        USAGE: lifecycle-kit adapters

        Lists the adapters built into the kit: the reference and every deliberately broken sample.
        """

    static func run(_ arguments: inout CommandLineArguments) throws -> Int32 {
        try arguments.rejectUnknown()
        for adapter in BuiltInAdapters.all {
            Console.out("\(adapter.name)  (version \(adapter.version))")
        }
        return 0
    }
}
